// Tags entered one by one with Enter (SPEC §5 "Tracker"): no duplicates, an empty tag must be completed, the count
// shown as current/total; each chip can be removed.
import { X } from 'lucide-react';
import { useState } from 'react';
import { useT } from '~/i18n/use-t';
import { TRACKER_TAG_MAX_LENGTH, TRACKER_TAG_PATTERN } from '../trackers.constants';

/** The message key of what is wrong with adding `value`, or null. */
export function tagProblem(value: string, current: readonly string[], max: number): string | null {
  const tag = value.trim();
  if (!tag) return 'tracker.error.tagEmpty';
  if (current.length >= max) return 'tracker.error.tagsMax';
  if (tag.length > TRACKER_TAG_MAX_LENGTH) return 'tracker.error.tagLong';
  if (!TRACKER_TAG_PATTERN.test(tag)) return 'tracker.error.tagInvalid';
  if (current.some((k) => k.toLowerCase() === tag.toLowerCase())) return 'tracker.error.tagDuplicate';
  return null;
}

export function TagInput({
  id,
  label,
  value,
  onChange,
  max,
  hint,
  placeholder,
  error,
  draft,
  onDraft,
  optional,
}: {
  id: string;
  label: string;
  value: string[];
  onChange: (next: string[]) => void;
  max: number;
  hint: string;
  placeholder: string;
  error?: string | null;
  /** The text typed and not confirmed yet: the form refuses to submit while one is left. */
  draft: string;
  onDraft: (text: string) => void;
  optional?: boolean;
}) {
  const t = useT();
  const [problem, setProblem] = useState<string | null>(null);
  function add() {
    const found = tagProblem(draft, value, max);
    if (found) return setProblem(found);
    onChange([...value, draft.trim()]);
    onDraft('');
    setProblem(null);
  }
  const shown = problem ? t(problem) : error;
  return (
    <div data-testid={`${id}-field`}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="font-semibold">
          {label}
          {optional ? <span className="ml-1 text-xs font-normal text-slate-500 dark:text-slate-400">({t('tracker.field.optional')})</span> : null}
        </label>
        <span className="text-xs text-slate-500 tabular-nums dark:text-slate-400" data-testid={`${id}-count`}>
          {value.length}/{max}
        </span>
      </div>
      <div className="mt-2 flex min-h-11 flex-wrap items-center gap-2 rounded-xl border border-slate-300 bg-white px-2 py-1.5 focus-within:border-brand-500 dark:border-slate-700 dark:bg-slate-950">
        {value.map((tag) => (
          <span key={tag} className="inline-flex max-w-full items-center gap-1 rounded-full bg-brand-600/10 py-0.5 pr-1 pl-3 text-sm text-brand-700 dark:text-brand-100" data-testid={`${id}-chip`}>
            <span className="truncate">{tag}</span>
            <button type="button" onClick={() => onChange(value.filter((k) => k !== tag))} className="rounded-full p-0.5 hover:bg-brand-600/20" aria-label={t('tracker.removeTag', { tag })}>
              <X aria-hidden="true" className="size-3.5" />
            </button>
          </span>
        ))}
        <input
          id={id}
          value={draft}
          disabled={value.length >= max}
          maxLength={TRACKER_TAG_MAX_LENGTH + 10}
          onChange={(e) => {
            onDraft(e.target.value);
            setProblem(null);
          }}
          onKeyDown={(e) => {
            // Enter confirms a tag (and never submits the form); an IME's Enter only ends its composition.
            if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
              e.preventDefault();
              add();
            } else if (e.key === 'Backspace' && !draft && value.length) onChange(value.slice(0, -1));
          }}
          placeholder={value.length >= max ? '' : placeholder}
          className="min-w-32 flex-1 bg-transparent px-1 py-1 text-base focus:outline-none"
          aria-describedby={`${id}-hint`}
          aria-invalid={shown ? true : undefined}
          data-testid={`${id}-input`}
        />
      </div>
      <p id={`${id}-hint`} className={shown ? 'mt-1 text-sm text-red-600 dark:text-red-400' : 'mt-1 text-xs text-slate-500 dark:text-slate-400'} data-testid={shown ? `${id}-error` : undefined}>
        {shown ?? hint}
      </p>
    </div>
  );
}
