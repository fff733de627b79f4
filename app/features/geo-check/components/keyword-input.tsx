// Brand keywords entered one by one with Enter (SPEC §5): no duplicates, no invalid characters, the count shown as
// current/max; each chip can be removed.
import { X } from 'lucide-react';
import { useState } from 'react';
import { useT } from '~/i18n/use-t';
import { GEO_KEYWORD_MAX_LENGTH, GEO_KEYWORD_PATTERN, GEO_KEYWORDS_MAX } from '../geo-check.constants';

/** The message key of what is wrong with adding `value`, or null. */
export function keywordProblem(value: string, current: readonly string[]): string | null {
  const keyword = value.trim();
  if (!keyword) return 'geo.error.keywordEmpty';
  if (current.length >= GEO_KEYWORDS_MAX) return 'geo.error.keywordsMax';
  if (keyword.length > GEO_KEYWORD_MAX_LENGTH) return 'geo.error.keywordLong';
  if (!GEO_KEYWORD_PATTERN.test(keyword)) return 'geo.error.keywordInvalid';
  if (current.some((k) => k.toLowerCase() === keyword.toLowerCase())) return 'geo.error.keywordDuplicate';
  return null;
}

export function KeywordInput({ value, onChange, disabled, error }: { value: string[]; onChange: (next: string[]) => void; disabled?: boolean; error?: string | null }) {
  const t = useT();
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function add() {
    const found = keywordProblem(draft, value);
    if (found) return setProblem(found);
    onChange([...value, draft.trim()]);
    setDraft('');
    setProblem(null);
  }

  const shown = problem ? t(problem) : error;
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor="geo-keyword" className="font-semibold">
          {t('geo.form.keywords')}
        </label>
        <span className="text-xs text-slate-500 tabular-nums dark:text-slate-400" data-testid="geo-keyword-count">
          {value.length}/{GEO_KEYWORDS_MAX}
        </span>
      </div>
      <div className="mt-2 flex min-h-11 flex-wrap items-center gap-2 rounded-xl border border-slate-300 bg-white px-2 py-1.5 focus-within:border-brand-500 dark:border-slate-700 dark:bg-slate-950">
        {value.map((keyword) => (
          <span key={keyword} className="inline-flex max-w-full items-center gap-1 rounded-full bg-brand-600/10 py-0.5 pr-1 pl-3 text-sm text-brand-700 dark:text-brand-100" data-testid="geo-keyword-chip">
            <span className="truncate">{keyword}</span>
            <button
              type="button"
              disabled={disabled}
              onClick={() => onChange(value.filter((k) => k !== keyword))}
              className="rounded-full p-0.5 hover:bg-brand-600/20"
              aria-label={t('geo.form.removeKeyword', { keyword })}
            >
              <X aria-hidden="true" className="size-3.5" />
            </button>
          </span>
        ))}
        <input
          id="geo-keyword"
          value={draft}
          disabled={disabled || value.length >= GEO_KEYWORDS_MAX}
          maxLength={GEO_KEYWORD_MAX_LENGTH + 10}
          onChange={(e) => {
            setDraft(e.target.value);
            setProblem(null);
          }}
          onKeyDown={(e) => {
            // Enter confirms a keyword (and never submits the form); an IME's Enter only ends its composition.
            if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
              e.preventDefault();
              add();
            } else if (e.key === 'Backspace' && !draft && value.length) onChange(value.slice(0, -1));
          }}
          placeholder={value.length >= GEO_KEYWORDS_MAX ? '' : t('geo.form.keywordsPlaceholder')}
          className="min-w-40 flex-1 bg-transparent px-1 py-1 text-base focus:outline-none"
          aria-describedby="geo-keyword-hint"
          aria-invalid={shown ? true : undefined}
          data-testid="geo-keyword-input"
        />
      </div>
      <p id="geo-keyword-hint" className={shown ? 'mt-1 text-sm text-red-600 dark:text-red-400' : 'mt-1 text-xs text-slate-500 dark:text-slate-400'} data-testid={shown ? 'geo-keyword-error' : undefined}>
        {shown ?? t('geo.form.keywordsHint')}
      </p>
    </div>
  );
}
