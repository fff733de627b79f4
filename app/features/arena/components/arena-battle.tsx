// The arena's battle: a prompt, two anonymous answers streamed side by side (stacked on phones), the vote, then
// the two identities revealed.
import clsx from 'clsx';
import { Loader2, RotateCcw, Swords, Trophy } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { FormattedMessage } from '~/i18n/intl';
import { useConfig, useLang, useLocalizedHref } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';
import { ApiFailure, langTypeFor, unwrap, useApi } from '~/lib/api-client';
import { toast } from '~/ui/toast';
import type { TBattle, TBattleEvent } from '../arena.schema';
import { ARENA_CHOICES, ARENA_SIDES, PROMPT_MAX, type TArenaChoice, type TArenaSide } from '../arena.constants';

type SideState = { text: string; state: 'waiting' | 'streaming' | 'done' | 'error' };
const EMPTY: Record<TArenaSide, SideState> = { a: { text: '', state: 'waiting' }, b: { text: '', state: 'waiting' } };

/** Reads `text/event-stream` frames from a fetch body and hands each event's JSON data on. */
async function readEvents(response: Response, onEvent: (event: TBattleEvent) => void): Promise<void> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = frame
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).replace(/^ /, ''))
        .join('\n');
      if (data) onEvent(JSON.parse(data) as TBattleEvent);
    }
  }
}

export function ArenaBattle() {
  const t = useT();
  const api = useApi();
  const lang = useLang();
  const isCN = useConfig()?.isCN ?? false;
  const href = useLocalizedHref();
  const [prompt, setPrompt] = useState('');
  const [battle, setBattle] = useState<TBattle | null>(null);
  const [sides, setSides] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const [voting, setVoting] = useState(false);
  const [ended, setEnded] = useState<TBattle['status'] | null>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);

  async function start(event: React.FormEvent) {
    event.preventDefault();
    if (busy || prompt.trim().length < 2) return;
    setBusy(true);
    setSides(EMPTY);
    setEnded(null);
    setBattle(null);
    try {
      const created = await unwrap(api.post<TBattle>('/api/arena/battles', { prompt }));
      setBattle(created);
      const response = await fetch(`/api/arena/battles/${created.id}/stream?langType=${langTypeFor(lang, isCN)}`, {
        headers: { Accept: 'text/event-stream' },
      });
      if (!response.ok || !response.body) throw new ApiFailure(response.status, t('arena.error.stream'));
      await readEvents(response, (e) => {
        if (e.type === 'end') return setEnded(e.status);
        setSides((now) => {
          const side = now[e.side];
          if (e.type === 'delta') return { ...now, [e.side]: { text: side.text + e.text, state: 'streaming' } };
          return { ...now, [e.side]: { ...side, state: e.type === 'done' ? 'done' : 'error' } };
        });
      });
    } catch (error) {
      toast.error(error instanceof ApiFailure ? error.message : t('common.failed'), { id: 'arena' });
    } finally {
      setBusy(false);
    }
  }

  async function vote(choice: TArenaChoice) {
    if (!battle || voting) return;
    setVoting(true);
    try {
      setBattle(await unwrap(api.post<TBattle>(`/api/arena/battles/${battle.id}/vote`, { choice })));
      toast.success(t('arena.voted'), { id: 'arena' });
    } catch (error) {
      toast.error(error instanceof ApiFailure ? error.message : t('common.failed'), { id: 'arena' });
    } finally {
      setVoting(false);
    }
  }

  function again() {
    setBattle(null);
    setSides(EMPTY);
    setEnded(null);
    setPrompt('');
    textarea.current?.focus();
  }

  const revealed = battle?.contestants ?? null;
  const canVote = ended === 'answered' && battle && !battle.vote;
  return (
    <div className="space-y-6">
      <form onSubmit={(e) => void start(e)} className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900">
        <label htmlFor="arena-prompt" className="block font-semibold">
          <FormattedMessage id="arena.prompt.label" />
        </label>
        <textarea
          id="arena-prompt"
          ref={textarea}
          value={prompt}
          onChange={(e) => setPrompt(e.target.value)}
          maxLength={PROMPT_MAX}
          rows={3}
          required
          disabled={busy}
          placeholder={t('arena.prompt.placeholder')}
          className="mt-2 w-full resize-y rounded-xl border border-slate-300 bg-white px-3 py-2 text-base focus:border-brand-500 focus:outline-none dark:border-slate-700 dark:bg-slate-950"
          data-testid="arena-prompt"
        />
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          <span className="text-xs text-slate-500 tabular-nums dark:text-slate-400">
            {prompt.length}/{PROMPT_MAX}
          </span>
          <button
            type="submit"
            disabled={busy || prompt.trim().length < 2}
            className="inline-flex items-center gap-2 rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50"
            data-testid="arena-start"
          >
            {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : <Swords aria-hidden="true" className="size-4" />}
            <FormattedMessage id={busy ? 'arena.prompt.answering' : 'arena.prompt.submit'} />
          </button>
        </div>
      </form>

      {battle ? (
        <section aria-label={t('arena.answers')} className="space-y-4" data-testid="arena-battle" data-status={ended ?? 'streaming'}>
          <p className="text-sm text-slate-500 dark:text-slate-400">
            <FormattedMessage id="arena.category" values={{ category: t(`arena.categoryName.${battle.category}`) }} />
          </p>
          <div className="grid gap-4 md:grid-cols-2">
            {ARENA_SIDES.map((side) => {
              const s = sides[side];
              const who = revealed?.[side];
              const won = battle.vote === side;
              return (
                <article
                  key={side}
                  className={clsx(
                    'flex min-w-0 flex-col rounded-2xl border bg-white dark:bg-slate-900',
                    won ? 'border-emerald-400 ring-1 ring-emerald-400 dark:border-emerald-600 dark:ring-emerald-600' : 'border-slate-200 dark:border-slate-800',
                  )}
                  data-testid={`arena-side-${side}`}
                  data-state={s.state}
                >
                  <header className="flex items-start justify-between gap-3 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
                    <div className="min-w-0">
                      <h2 className="font-semibold">
                        <FormattedMessage id={`arena.side.${side}`} />
                      </h2>
                      {who ? (
                        <p className="mt-0.5 text-sm text-brand-700 dark:text-brand-100" data-testid={`arena-reveal-${side}`}>
                          {who.label}
                          {who.model ? <span className="ml-1.5 break-all text-xs text-slate-500 dark:text-slate-400">{who.model}</span> : null}
                        </p>
                      ) : null}
                    </div>
                    <span
                      className={clsx(
                        'shrink-0 rounded-full px-2 py-0.5 text-xs',
                        s.state === 'error' ? 'bg-red-50 text-red-700 dark:bg-red-950 dark:text-red-300' : 'bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300',
                      )}
                    >
                      <FormattedMessage id={`arena.state.${s.state}`} />
                    </span>
                  </header>
                  <div
                    className="min-h-32 max-h-[28rem] overflow-y-auto whitespace-pre-wrap break-words px-4 py-3 text-sm leading-relaxed"
                    aria-live="polite"
                    aria-busy={s.state === 'streaming' || s.state === 'waiting'}
                    data-testid={`arena-answer-${side}`}
                  >
                    {s.text || (s.state === 'error' ? t('arena.error.contestantFailed') : t('arena.waiting'))}
                  </div>
                </article>
              );
            })}
          </div>

          {canVote ? (
            <div className="rounded-2xl bg-slate-50 p-4 dark:bg-slate-900/60" data-testid="arena-vote">
              <p className="font-semibold">
                <FormattedMessage id="arena.vote.question" />
              </p>
              <div className="mt-3 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
                {ARENA_CHOICES.map((choice) => (
                  <button
                    key={choice}
                    type="button"
                    disabled={voting}
                    onClick={() => void vote(choice)}
                    className="rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-medium hover:border-brand-500 hover:text-brand-700 disabled:opacity-50 dark:border-slate-600 dark:bg-slate-950 dark:hover:text-brand-100"
                    data-testid={`arena-vote-${choice}`}
                  >
                    <FormattedMessage id={`arena.vote.${choice}`} />
                  </button>
                ))}
              </div>
            </div>
          ) : null}
          {ended === 'failed' ? (
            <p className="rounded-xl bg-red-50 p-3 text-sm text-red-700 dark:bg-red-950 dark:text-red-300" data-testid="arena-failed">
              <FormattedMessage id="arena.failed" />
            </p>
          ) : null}
          {battle.vote ? (
            <div className="flex flex-col gap-3 rounded-2xl bg-emerald-50 p-4 sm:flex-row sm:items-center sm:justify-between dark:bg-emerald-950/40" data-testid="arena-revealed">
              <p className="text-sm">
                <FormattedMessage id="arena.vote.yours" values={{ choice: t(`arena.vote.${battle.vote}`) }} />
                {battle.offline ? (
                  <>
                    {' '}
                    <FormattedMessage id="arena.offline.revealed" />
                  </>
                ) : null}
              </p>
              <div className="flex flex-wrap gap-2">
                <button type="button" onClick={again} className="inline-flex items-center gap-1.5 rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700" data-testid="arena-again">
                  <RotateCcw aria-hidden="true" className="size-4" />
                  <FormattedMessage id="arena.again" />
                </button>
                <Link to={href('/models/arena/leaderboard')} className="inline-flex items-center gap-1.5 rounded-full border border-slate-300 px-4 py-2 text-sm font-medium hover:border-brand-500 dark:border-slate-600" data-testid="arena-leaderboard-link">
                  <Trophy aria-hidden="true" className="size-4" />
                  <FormattedMessage id="arena.leaderboard.link" />
                </Link>
              </div>
            </div>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
