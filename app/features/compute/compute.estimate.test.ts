// The assistant's memory maths against published figures (docs/decisions/033): weights by precision, the KV cache
// of Llama-2-7B, Adam's 16 bytes per parameter, LoRA, activations, and which GPUs run FP8.
import { describe, expect, it } from 'vitest';
import { estimateMemory, kvCacheBytes, nearestShape, supportsPrecision, type TEstimateInput } from './compute.estimate';

const base: TEstimateInput = { workload: 'inference', paramsB: 7, precision: 'fp16', context: 4096, batch: 1, attention: 'mha' };

describe('weights', () => {
  it.each([
    // [parameters (B), precision, GB] — 2 bytes per FP16 parameter: 7B ≈ 14 GB, 70B ≈ 140 GB.
    [7, 'fp16', 14],
    [7, 'bf16', 14],
    [70, 'fp16', 140],
    [7, 'fp32', 28],
    [70, 'fp8', 70],
    [70, 'int8', 70],
    [70, 'int4', 35],
    [405, 'bf16', 810],
  ] as const)('%sB in %s is %s GB', (paramsB, precision, gb) => {
    expect(estimateMemory({ ...base, paramsB, precision }).weightsGb).toBe(gb);
  });
});

describe('KV cache', () => {
  it('of Llama-2-7B (32 layers, hidden 4096) at 4,096 FP16 tokens is about 2 GB per sequence', () => {
    // 2 × 32 × 4096 × 2 bytes × 4096 tokens = 2^31 bytes = 2.15 GB (2 GiB).
    expect(kvCacheBytes(32, 4096, 2, 4096, 1)).toBe(2 ** 31);
    expect(estimateMemory(base).kvCacheGb).toBe(2.15);
  });

  it.each([
    // [what, input, GB]
    ['8 sequences at once', { batch: 8 }, 17.18],
    ['grouped-query attention keeps 1/8 of the heads', { attention: 'gqa' }, 0.27],
    ['FP8 halves it', { precision: 'fp8' }, 1.07],
    ['INT4 weights keep a 16-bit cache', { precision: 'int4' }, 2.15],
    ['Llama-2-70B shape with GQA at 4,096 tokens (80 layers, 8 of 64 heads)', { paramsB: 70, attention: 'gqa' }, 1.34],
  ] as const)('%s', (_what, change, gb) => {
    expect(estimateMemory({ ...base, ...change }).kvCacheGb).toBe(gb);
  });

  it('uses the nearest published shape by parameter count', () => {
    expect(nearestShape(7).name).toBe('Llama-2-7B');
    expect(nearestShape(8).name).toBe('Llama-2-7B');
    expect(nearestShape(14).name).toBe('Llama-2-13B');
    expect(nearestShape(72).name).toBe('Llama-2-70B');
    expect(nearestShape(0.5).name).toBe('Llama-3.2-1B');
    expect(nearestShape(1000).name).toBe('Llama-3.1-405B');
  });

  it('serving adds 10% of weights and cache as overhead', () => {
    const m = estimateMemory(base);
    expect(m.overheadGb).toBeCloseTo((14 + 2.147) * 0.1, 1);
    expect(m.totalGb).toBeCloseTo(14 + 2.147 + 1.615, 1);
    expect(m.gradientsGb + m.optimiserGb + m.activationsGb).toBe(0);
  });
});

describe('training', () => {
  it('a 7B full fine-tune with Adam in mixed precision holds 16 bytes per parameter ≈ 112 GB before activations', () => {
    const m = estimateMemory({ ...base, workload: 'full-finetune', precision: 'bf16' });
    expect(m.weightsGb + m.gradientsGb + m.optimiserGb).toBe(112);
    expect(m.optimiserGb).toBe(84);
    expect(m.gradientsGb).toBe(14);
    expect(m.kvCacheGb).toBe(0);
    expect(m.trainableParamsB).toBe(7);
  });

  it.each([
    // [what, input, weights + gradients + optimiser GB]
    ['FP32 Adam: 4 + 4 + 8 bytes', { workload: 'training', precision: 'fp32' }, 112],
    ['70B pre-training in BF16: 1,120 GB', { workload: 'training', paramsB: 70 }, 1120],
    ['7B LoRA on a 16-bit base: 14 GB + adapters (1% × 14 bytes)', { workload: 'lora' }, 14.98],
    ['7B QLoRA on an INT4 base: 3.5 GB + adapters', { workload: 'lora', precision: 'int4' }, 4.48],
  ] as const)('%s', (_what, change, gb) => {
    const m = estimateMemory({ ...base, ...change });
    expect(Math.round((m.weightsGb + m.gradientsGb + m.optimiserGb) * 100) / 100).toBe(gb);
  });

  it('keeps 34 bytes × tokens × hidden × layers of activations (7B, 4,096 tokens: 18.3 GB)', () => {
    const m = estimateMemory({ ...base, workload: 'full-finetune' });
    expect(m.activationsGb).toBe(18.25);
    expect(estimateMemory({ ...base, workload: 'full-finetune', batch: 2 }).activationsGb).toBe(36.51);
  });
});

describe('precision support', () => {
  it('FP8 needs FP8 tensor cores; the rest run everywhere', () => {
    expect(supportsPrecision({ fp8Tflops: 1979 }, 'fp8')).toBe(true);
    expect(supportsPrecision({ fp8Tflops: null }, 'fp8')).toBe(false);
    expect(supportsPrecision({ fp8Tflops: null }, 'int4')).toBe(true);
  });
});
