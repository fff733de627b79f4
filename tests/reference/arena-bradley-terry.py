# Reference ratings for app/features/arena/arena.bradley-terry.test.ts, computed independently of the TypeScript
# code: the penalised Bradley–Terry log-likelihood (ties as half a win each, one virtual tie per contestant
# against an anchor of strength 1) maximised over log-strengths with SciPy's BFGS and analytic gradient.
# Run: python3 tests/reference/arena-bradley-terry.py
import json
import numpy as np
from scipy.optimize import minimize

# (a, b, score): 1 = a won, 0 = b won, 0.5 = tie or both bad. Same list as VOTES in the test.
VOTES = [
    ("deepseek", "kimi", 1), ("deepseek", "kimi", 1), ("deepseek", "kimi", 0), ("deepseek", "kimi", 0.5),
    ("deepseek", "qwen", 1), ("deepseek", "qwen", 0), ("deepseek", "qwen", 1),
    ("deepseek", "openai", 0), ("deepseek", "openai", 0.5), ("deepseek", "openai", 1), ("deepseek", "openai", 0),
    ("kimi", "qwen", 1), ("kimi", "qwen", 0.5), ("kimi", "qwen", 0), ("kimi", "qwen", 1),
    ("kimi", "doubao", 1), ("kimi", "doubao", 1), ("kimi", "doubao", 0),
    ("qwen", "doubao", 1), ("qwen", "doubao", 0.5), ("qwen", "doubao", 0), ("qwen", "doubao", 1),
    ("openai", "qwen", 1), ("openai", "qwen", 1), ("openai", "qwen", 0.5),
    ("openai", "doubao", 1), ("openai", "doubao", 0), ("openai", "doubao", 1),
    ("doubao", "deepseek", 0), ("doubao", "deepseek", 0), ("doubao", "deepseek", 1),
    ("openai", "kimi", 0.5), ("openai", "kimi", 1), ("openai", "kimi", 0),
]
PRIOR = 1.0
names = sorted({n for a, b, _ in VOTES for n in (a, b)})
idx = {n: i for i, n in enumerate(names)}


def negative_log_likelihood(beta):
    value = 0.0
    grad = np.zeros_like(beta)
    for a, b, s in VOTES:
        i, j = idx[a], idx[b]
        pa = 1.0 / (1.0 + np.exp(beta[j] - beta[i]))  # P(a beats b)
        value -= s * np.log(pa) + (1 - s) * np.log(1 - pa)
        grad[i] -= s - pa
        grad[j] += s - pa
    for i in range(len(names)):
        pa = 1.0 / (1.0 + np.exp(-beta[i]))  # P(i beats the anchor, log-strength 0)
        value -= PRIOR * (0.5 * np.log(pa) + 0.5 * np.log(1 - pa))
        grad[i] -= PRIOR * (0.5 - pa)
    return value, grad


result = minimize(negative_log_likelihood, np.zeros(len(names)), jac=True, method="BFGS", options={"gtol": 1e-12})
ratings = {n: round(1000 + 400 * result.x[idx[n]] / np.log(10), 6) for n in names}
print(json.dumps(ratings, indent=2))
