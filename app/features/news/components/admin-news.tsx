// The staff console's news and guides: the articles of both kinds in every status (searched and filtered in the
// address: newsQ, newsStatus, newsKind, newsPage), and an editor — text per language with a preview rendered by the server's renderer,
// sources, cover, tags, linked products found by search — with the workflow moves: schedule at a time, publish
// now, unpublish, back to draft (docs/decisions/029, 031). The server checks every move; a stale one is refused.
// Below it, the daily digests' titles and introductions (guides have none).
import { Plus, Search, X } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useRevalidator, useSearchParams } from 'react-router';
import { FormattedMessage } from '~/i18n/intl';
import { useLocalizedHref } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';
import { ApiFailure, unwrap, useApi } from '~/lib/api-client';
import { CompactPager } from '~/ui/compact-pager';
import { LocalTime } from '~/ui/local-time';
import { EmptyState } from '~/ui/states';
import { toast } from '~/ui/toast';
import { ArticleBody } from './article-list';
import {
  ARTICLE_KINDS,
  ARTICLE_STATUSES,
  articleKindPath,
  digestPath,
  EDITOR_LANGS,
  type TArticleAdmin,
  type TArticleAdminPage,
  type TArticleKind,
  type TArticleStatus,
  type TDigestAdmin,
  type TEditorLang,
} from '../news.constants';

const BADGE: Record<TArticleStatus, string> = {
  draft: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
  scheduled: 'bg-sky-50 text-sky-800 dark:bg-sky-500/10 dark:text-sky-300',
  published: 'bg-emerald-50 text-emerald-800 dark:bg-emerald-500/10 dark:text-emerald-300',
  unpublished: 'bg-amber-50 text-amber-800 dark:bg-amber-500/10 dark:text-amber-300',
};
const FIELD = 'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-900';
const BUTTON = 'inline-flex items-center gap-1.5 rounded-full border border-slate-300 px-4 py-1.5 text-sm hover:border-brand-500 disabled:opacity-50 dark:border-slate-600';
const PRIMARY = 'inline-flex items-center gap-1.5 rounded-full bg-brand-600 px-4 py-1.5 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-50';

type Texts = Record<TEditorLang, string>;
interface Draft {
  id: number | null;
  kind: TArticleKind;
  status: TArticleStatus;
  slug: string;
  title: Texts;
  summary: Texts;
  body: Texts;
  sources: string;
  coverUrl: string;
  tags: string;
  products: { id: number; slug: string; name: string }[];
  publishAt: string | null;
}

const empty = (): Texts => ({ zh: '', en: '', tw: '', ja: '' });
const texts = (value: Partial<Texts>): Texts => ({ ...empty(), ...value });
const NEW: Draft = { id: null, kind: 'news', status: 'draft', slug: '', title: empty(), summary: empty(), body: empty(), sources: '', coverUrl: '', tags: '', products: [], publishAt: null };

function fromArticle(a: TArticleAdmin): Draft {
  return {
    id: a.id,
    kind: a.kind,
    status: a.status,
    slug: a.slug,
    title: texts(a.title),
    summary: texts(a.summary),
    body: texts(a.body),
    sources: a.sources.map((s) => `${s.url} ${s.name}`).join('\n'),
    coverUrl: a.coverUrl ?? '',
    tags: a.tags.join(', '),
    products: a.products,
    publishAt: a.publishAt,
  };
}

/** What the API takes: empty languages dropped, sources one per line ("URL name"), tags comma separated. */
function toInput(d: Draft) {
  const only = (t: Texts) => Object.fromEntries(Object.entries(t).filter(([, v]) => v.trim()));
  return {
    slug: d.slug,
    kind: d.kind,
    title: only(d.title),
    summary: only(d.summary),
    body: only(d.body),
    sources: d.sources
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line) => {
        const [url = '', ...name] = line.split(/\s+/);
        return { url, name: name.join(' ') || new URL(url, 'https://x').hostname };
      }),
    coverUrl: d.coverUrl.trim(),
    tags: d.tags
      .split(/[,，]/)
      .map((t) => t.trim())
      .filter(Boolean),
    productIds: d.products.map((p) => p.id),
  };
}

/** The local time for a datetime-local input (yyyy-mm-ddThh:mm). */
function localInput(iso: string | null): string {
  const d = iso ? new Date(iso) : new Date(Date.now() + 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

function failure(error: unknown, fallback: string): string {
  if (error instanceof ApiFailure) {
    const issues = (error.body as { data?: { issues?: { message: string }[] } } | null)?.data?.issues;
    if (issues?.length) return issues.map((i) => i.message).join(' · ');
    if (error.message) return error.message;
  }
  return fallback;
}

function Editor({ initial, onClose }: { initial: Draft; onClose: () => void }) {
  const t = useT();
  const api = useApi();
  const href = useLocalizedHref();
  const revalidator = useRevalidator();
  const [draft, setDraft] = useState(initial);
  const [lang, setLang] = useState<TEditorLang>('zh');
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [when, setWhen] = useState(localInput(initial.status === 'scheduled' ? initial.publishAt : null));
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<{ id: number; slug: string; name: string }[]>([]);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const setText = (key: 'title' | 'summary' | 'body', value: string) => setDraft((d) => ({ ...d, [key]: { ...d[key], [lang]: value } }));

  async function run(action: () => Promise<TArticleAdmin | null>, done: string) {
    if (busy) return;
    setBusy(true);
    try {
      const saved = await action();
      if (saved) setDraft(fromArticle(saved));
      toast.success(done);
      await revalidator.revalidate();
    } catch (error) {
      toast.error(failure(error, t('common.failed')));
    } finally {
      setBusy(false);
    }
  }
  const save = () =>
    run(
      () =>
        unwrap(
          draft.id
            ? api.request<TArticleAdmin>('PUT', `/api/admin/news/${draft.id}`, { body: toInput(draft) })
            : api.post<TArticleAdmin>('/api/admin/news', toInput(draft)),
        ),
      t('news.admin.saved'),
    );
  const move = (path: string, body?: unknown) => run(() => unwrap(api.post<TArticleAdmin>(`/api/admin/news/${draft.id}/${path}`, body)), t('news.admin.done'));
  async function showPreview() {
    try {
      const { html } = await unwrap(api.post<{ html: string }>('/api/admin/news/preview', { markdown: draft.body[lang] || draft.body.zh || draft.body.en }));
      setPreview(html);
    } catch (error) {
      toast.error(failure(error, t('common.failed')));
    }
  }
  async function search(event: React.FormEvent) {
    event.preventDefault();
    if (!query.trim()) return;
    try {
      setFound(await unwrap(api.get<{ id: number; slug: string; name: string }[]>('/api/admin/news/products', { query: { q: query.trim() } })));
    } catch (error) {
      toast.error(failure(error, t('common.failed')));
    }
  }

  return (
    <div className="space-y-4 rounded-2xl border border-brand-200 bg-white p-4 dark:border-brand-600/40 dark:bg-slate-900 sm:p-5" data-testid="news-editor">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${BADGE[draft.status]}`} data-testid="news-editor-status">
          <FormattedMessage id={`news.admin.status.${draft.status}`} />
        </span>
        <button type="button" onClick={onClose} className={BUTTON}>
          <X aria-hidden="true" className="size-4" />
          <FormattedMessage id="news.admin.close" />
        </button>
      </div>
      <div className="grid gap-3 sm:grid-cols-[10rem_minmax(0,1fr)]">
        <label className="block space-y-1 text-sm">
          <span className="font-medium">
            <FormattedMessage id="news.admin.field.kind" />
          </span>
          <select value={draft.kind} onChange={(e) => set('kind', e.target.value as TArticleKind)} className={FIELD} data-testid="news-field-kind">
            {ARTICLE_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`news.admin.kind.${k}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="block space-y-1 text-sm">
          <span className="font-medium">
            <FormattedMessage id="news.admin.field.slug" />
          </span>
          <input value={draft.slug} onChange={(e) => set('slug', e.target.value)} maxLength={120} className={`${FIELD} font-mono`} data-testid="news-field-slug" />
        </label>
      </div>
      <div role="tablist" aria-label={t('news.admin.field.title')} className="flex flex-wrap gap-1.5">
        {EDITOR_LANGS.map((code) => (
          <button
            key={code}
            type="button"
            role="tab"
            aria-selected={lang === code}
            onClick={() => {
              setLang(code);
              setPreview(null);
            }}
            className={`rounded-full border px-3 py-1 text-xs ${lang === code ? 'border-brand-500 bg-brand-50 text-brand-700 dark:bg-brand-600/15 dark:text-brand-100' : 'border-slate-200 dark:border-slate-700'}`}
            data-testid={`news-lang-${code}`}
          >
            {t(`news.admin.lang.${code}`)}
          </button>
        ))}
      </div>
      <label className="block space-y-1 text-sm">
        <span className="font-medium">
          <FormattedMessage id="news.admin.field.title" />
        </span>
        <input value={draft.title[lang]} onChange={(e) => setText('title', e.target.value)} maxLength={200} className={FIELD} data-testid="news-field-title" />
      </label>
      <label className="block space-y-1 text-sm">
        <span className="font-medium">
          <FormattedMessage id="news.admin.field.summary" />
        </span>
        <textarea value={draft.summary[lang]} onChange={(e) => setText('summary', e.target.value)} rows={2} maxLength={600} className={FIELD} data-testid="news-field-summary" />
      </label>
      <div className="grid gap-3 lg:grid-cols-2">
        <label className="block space-y-1 text-sm">
          <span className="font-medium">
            <FormattedMessage id="news.admin.field.body" />
          </span>
          <textarea value={draft.body[lang]} onChange={(e) => setText('body', e.target.value)} rows={12} className={`${FIELD} font-mono`} data-testid="news-field-body" />
        </label>
        <div className="space-y-1 text-sm">
          <div className="flex items-center justify-between gap-2">
            <span className="font-medium">
              <FormattedMessage id="news.admin.preview" />
            </span>
            <button type="button" onClick={() => void showPreview()} className={BUTTON} data-testid="news-preview">
              <FormattedMessage id="news.admin.preview" />
            </button>
          </div>
          <div className="min-h-40 rounded-lg border border-dashed border-slate-300 p-3 dark:border-slate-700" data-testid="news-preview-pane">
            {preview === null ? (
              <p className="text-xs text-slate-500 dark:text-slate-400">
                <FormattedMessage id="news.admin.previewHint" />
              </p>
            ) : (
              <ArticleBody html={preview} testId="news-preview-html" />
            )}
          </div>
        </div>
      </div>
      <div className="grid gap-3 md:grid-cols-2">
        <label className="block space-y-1 text-sm">
          <span className="font-medium">
            <FormattedMessage id="news.admin.field.sources" />
          </span>
          <textarea value={draft.sources} onChange={(e) => set('sources', e.target.value)} rows={3} className={`${FIELD} font-mono`} data-testid="news-field-sources" />
        </label>
        <div className="space-y-3">
          <label className="block space-y-1 text-sm">
            <span className="font-medium">
              <FormattedMessage id="news.admin.field.cover" />
            </span>
            <input value={draft.coverUrl} onChange={(e) => set('coverUrl', e.target.value)} type="url" className={FIELD} data-testid="news-field-cover" />
          </label>
          <label className="block space-y-1 text-sm">
            <span className="font-medium">
              <FormattedMessage id="news.admin.field.tags" />
            </span>
            <input value={draft.tags} onChange={(e) => set('tags', e.target.value)} className={FIELD} data-testid="news-field-tags" />
          </label>
        </div>
      </div>
      <div className="space-y-2 text-sm">
        <span className="font-medium">
          <FormattedMessage id="news.admin.field.products" />
        </span>
        <ul className="flex flex-wrap gap-1.5" data-testid="news-linked-products">
          {draft.products.map((p) => (
            <li key={p.id}>
              <button
                type="button"
                onClick={() => set('products', draft.products.filter((x) => x.id !== p.id))}
                aria-label={t('news.admin.productRemove', { name: p.name })}
                className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-0.5 text-brand-700 dark:bg-brand-600/15 dark:text-brand-100"
              >
                {p.name}
                <X aria-hidden="true" className="size-3" />
              </button>
            </li>
          ))}
        </ul>
        <form onSubmit={(e) => void search(e)} role="search" aria-label={t('news.admin.productSearch')} className="flex flex-wrap gap-2">
          <input value={query} onChange={(e) => setQuery(e.target.value)} maxLength={60} placeholder={t('news.admin.productSearch')} aria-label={t('news.admin.productSearch')} className={`${FIELD} max-w-xs`} data-testid="news-product-search" />
          <button type="submit" className={BUTTON} aria-label={t('news.admin.search')}>
            <Search aria-hidden="true" className="size-4" />
          </button>
        </form>
        {found.length ? (
          <ul className="flex flex-wrap gap-1.5" data-testid="news-product-results">
            {found.map((p) => (
              <li key={p.id}>
                <button
                  type="button"
                  disabled={draft.products.some((x) => x.id === p.id)}
                  onClick={() => set('products', [...draft.products, p])}
                  aria-label={t('news.admin.productAdd', { name: p.name })}
                  className="inline-flex items-center gap-1 rounded-full border border-slate-300 px-2.5 py-0.5 hover:border-brand-500 disabled:opacity-50 dark:border-slate-600"
                  data-testid="news-product-result"
                  data-slug={p.slug}
                >
                  <Plus aria-hidden="true" className="size-3" />
                  {p.name}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
        <button type="button" disabled={busy} onClick={() => void save()} className={PRIMARY} data-testid="news-save">
          <FormattedMessage id="news.admin.save" />
        </button>
        {draft.id && draft.status !== 'published' ? (
          <>
            <label className="flex items-center gap-2 text-sm">
              <span className="sr-only">
                <FormattedMessage id="news.admin.field.publishAt" />
              </span>
              <input type="datetime-local" value={when} onChange={(e) => setWhen(e.target.value)} className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-900" data-testid="news-publish-at" />
            </label>
            <button type="button" disabled={busy || !when} onClick={() => void move('schedule', { publishAt: new Date(when).toISOString() })} className={BUTTON} data-testid="news-schedule">
              <FormattedMessage id="news.admin.schedule" />
            </button>
            <button type="button" disabled={busy} onClick={() => void move('publish')} className={BUTTON} data-testid="news-publish">
              <FormattedMessage id="news.admin.publishNow" />
            </button>
          </>
        ) : null}
        {draft.id && (draft.status === 'published' || draft.status === 'scheduled') ? (
          <button type="button" disabled={busy} onClick={() => void move('unpublish')} className={BUTTON} data-testid="news-unpublish">
            <FormattedMessage id="news.admin.unpublish" />
          </button>
        ) : null}
        {draft.id && (draft.status === 'scheduled' || draft.status === 'unpublished') ? (
          <button type="button" disabled={busy} onClick={() => void move('draft')} className={BUTTON} data-testid="news-to-draft">
            <FormattedMessage id="news.admin.toDraft" />
          </button>
        ) : null}
        {draft.status === 'scheduled' && draft.publishAt ? (
          <span className="text-sm text-slate-500 dark:text-slate-400" data-testid="news-scheduled-for">
            <FormattedMessage id="news.admin.scheduledFor" values={{ time: new Date(draft.publishAt).toLocaleString() }} />
          </span>
        ) : null}
        {draft.status === 'published' ? (
          <Link to={href(articleKindPath(draft.kind, draft.slug))} className="text-sm text-brand-600 hover:underline dark:text-brand-100" data-testid="news-view">
            <FormattedMessage id="news.admin.view" />
          </Link>
        ) : null}
      </div>
    </div>
  );
}

export function AdminNews({ page, q, status, kind }: { page: TArticleAdminPage; q: string; status?: TArticleStatus; kind?: TArticleKind }) {
  const t = useT();
  const api = useApi();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const [editing, setEditing] = useState<Draft | null>(null);
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  const withParams = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    return next;
  };
  const to = (n: number) => ({ pathname: location.pathname, search: `?${withParams({ newsPage: n > 1 ? String(n) : undefined })}`, hash: 'admin-news' });
  async function edit(id: number) {
    try {
      setEditing(fromArticle(await unwrap(api.get<TArticleAdmin>(`/api/admin/news/${id}`))));
    } catch (error) {
      toast.error(failure(error, t('common.failed')));
    }
  }
  return (
    <section id="admin-news" aria-labelledby="admin-news-title" className="scroll-mt-24 space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="admin-news-title" className="text-lg font-semibold">
          <FormattedMessage id="news.admin.title" />
          <span className="ml-2 text-sm font-normal text-slate-500 dark:text-slate-400">
            <FormattedMessage id="news.admin.total" values={{ count: page.total }} />
          </span>
        </h2>
        <button type="button" onClick={() => setEditing({ ...NEW })} className={PRIMARY} data-testid="news-new">
          <Plus aria-hidden="true" className="size-4" />
          <FormattedMessage id="news.admin.new" />
        </button>
      </div>
      {editing ? <Editor key={editing.id ?? 'new'} initial={editing} onClose={() => setEditing(null)} /> : null}
      <form
        method="get"
        role="search"
        aria-label={t('news.admin.searchLabel')}
        className="flex flex-wrap gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          const data = new FormData(event.currentTarget);
          setParams(
            withParams({
              newsQ: String(data.get('newsQ') ?? '') || undefined,
              newsStatus: String(data.get('newsStatus') ?? '') || undefined,
              newsKind: String(data.get('newsKind') ?? '') || undefined,
              newsPage: undefined,
            }),
            { preventScrollReset: true },
          );
        }}
      >
        <label className="relative min-w-0 flex-1 sm:max-w-sm">
          <span className="sr-only">
            <FormattedMessage id="news.admin.searchLabel" />
          </span>
          <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" />
          <input type="search" name="newsQ" defaultValue={q} maxLength={100} placeholder={t('news.admin.searchPlaceholder')} className="w-full rounded-full border border-slate-300 bg-white py-2 pl-9 pr-3 text-sm outline-none focus:border-brand-500 dark:border-slate-700 dark:bg-slate-900" data-testid="admin-news-search" />
        </label>
        <label className="flex items-center gap-2 text-sm">
          <span className="sr-only">
            <FormattedMessage id="news.admin.filterLabel" />
          </span>
          <select name="newsStatus" defaultValue={status ?? ''} className="rounded-full border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-900">
            <option value="">{t('news.admin.all')}</option>
            {ARTICLE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`news.admin.status.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-2 text-sm">
          <span className="sr-only">
            <FormattedMessage id="news.admin.kindLabel" />
          </span>
          <select name="newsKind" defaultValue={kind ?? ''} className="rounded-full border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-900" data-testid="admin-news-kind">
            <option value="">{t('news.admin.allKinds')}</option>
            {ARTICLE_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`news.admin.kind.${k}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={BUTTON}>
          <FormattedMessage id="news.admin.search" />
        </button>
      </form>
      {page.items.length ? (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900" data-testid="admin-news-list">
          {page.items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 p-3 text-sm" data-testid="admin-news-row" data-slug={item.slug}>
              <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${BADGE[item.status]}`}>
                <FormattedMessage id={`news.admin.status.${item.status}`} />
              </span>
              {item.kind === 'guide' ? (
                <span className="rounded-full border border-slate-300 px-2 py-0.5 text-xs dark:border-slate-600" data-testid="admin-news-kind-badge">
                  <FormattedMessage id="news.admin.kind.guide" />
                </span>
              ) : null}
              <span className="min-w-0 flex-1 break-words font-medium">{item.title}</span>
              <span className="font-mono text-xs text-slate-500 dark:text-slate-400">{item.slug}</span>
              {item.publishAt ? (
                <span className="text-xs text-slate-500 dark:text-slate-400">
                  <LocalTime value={item.publishAt} />
                </span>
              ) : null}
              <button type="button" onClick={() => void edit(item.id)} className="text-brand-600 hover:underline dark:text-brand-100" data-testid="admin-news-edit">
                <FormattedMessage id="news.admin.edit" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState />
      )}
      <CompactPager page={page.page} pages={pages} to={to} list={t('news.admin.title')} />
    </section>
  );
}

type DigestTexts = { title: Texts; intro: Texts };

function DigestEditor({ digest, onClose }: { digest: TDigestAdmin; onClose: () => void }) {
  const t = useT();
  const api = useApi();
  const href = useLocalizedHref();
  const revalidator = useRevalidator();
  const [lang, setLang] = useState<TEditorLang>('zh');
  const [value, setValue] = useState<DigestTexts>({ title: texts(digest.title), intro: texts(digest.intro) });
  const [busy, setBusy] = useState(false);
  const only = (v: Texts) => Object.fromEntries(Object.entries(v).filter(([, x]) => x.trim()));
  async function save() {
    if (busy) return;
    setBusy(true);
    try {
      const saved = await unwrap(api.request<TDigestAdmin>('PUT', `/api/admin/news/digests/${digest.day}`, { body: { title: only(value.title), intro: only(value.intro) } }));
      setValue({ title: texts(saved.title), intro: texts(saved.intro) });
      toast.success(t('news.admin.saved'));
      await revalidator.revalidate();
    } catch (error) {
      toast.error(failure(error, t('common.failed')));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="space-y-3 rounded-2xl border border-brand-200 bg-white p-4 dark:border-brand-600/40 dark:bg-slate-900 sm:p-5" data-testid="digest-editor">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium tabular-nums">{digest.day}</span>
        <button type="button" onClick={onClose} className={BUTTON}>
          <X aria-hidden="true" className="size-4" />
          <FormattedMessage id="news.admin.close" />
        </button>
      </div>
      <div role="tablist" aria-label={t('news.admin.digest.intro')} className="flex flex-wrap gap-1.5">
        {EDITOR_LANGS.map((code) => (
          <button
            key={code}
            type="button"
            role="tab"
            aria-selected={lang === code}
            onClick={() => setLang(code)}
            className={`rounded-full border px-3 py-1 text-xs ${lang === code ? 'border-brand-500 bg-brand-50 text-brand-700 dark:bg-brand-600/15 dark:text-brand-100' : 'border-slate-200 dark:border-slate-700'}`}
            data-testid={`digest-lang-${code}`}
          >
            {t(`news.admin.lang.${code}`)}
          </button>
        ))}
      </div>
      <label className="block space-y-1 text-sm">
        <span className="font-medium">
          <FormattedMessage id="news.admin.field.title" />
        </span>
        <input value={value.title[lang]} onChange={(e) => setValue((v) => ({ ...v, title: { ...v.title, [lang]: e.target.value } }))} maxLength={200} className={FIELD} data-testid="digest-field-title" />
      </label>
      <label className="block space-y-1 text-sm">
        <span className="font-medium">
          <FormattedMessage id="news.admin.digest.intro" />
        </span>
        <textarea value={value.intro[lang]} onChange={(e) => setValue((v) => ({ ...v, intro: { ...v.intro, [lang]: e.target.value } }))} rows={4} maxLength={2000} className={FIELD} data-testid="digest-field-intro" />
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" disabled={busy} onClick={() => void save()} className={PRIMARY} data-testid="digest-save">
          <FormattedMessage id="news.admin.save" />
        </button>
        <Link to={href(digestPath(digest.day))} className="text-sm text-brand-600 hover:underline dark:text-brand-100" data-testid="digest-view">
          <FormattedMessage id="news.admin.view" />
        </Link>
      </div>
    </div>
  );
}

/** The daily digests' titles and introductions (the day's items are the news published that day). */
export function AdminDigests({ digests }: { digests: TDigestAdmin[] }) {
  const [editing, setEditing] = useState<TDigestAdmin | null>(null);
  return (
    <section id="admin-digests" aria-labelledby="admin-digests-title" className="scroll-mt-24 space-y-4">
      <h2 id="admin-digests-title" className="text-lg font-semibold">
        <FormattedMessage id="news.admin.digest.title" />
      </h2>
      {editing ? <DigestEditor key={editing.day} digest={editing} onClose={() => setEditing(null)} /> : null}
      {digests.length ? (
        <ul className="max-h-96 divide-y divide-slate-200 overflow-y-auto rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900" data-testid="admin-digests">
          {digests.map((d) => (
            <li key={d.day} className="flex flex-wrap items-center gap-x-3 gap-y-1 p-3 text-sm" data-testid="admin-digest-row" data-day={d.day}>
              <span className="font-mono text-xs text-slate-500 dark:text-slate-400">{d.day}</span>
              <span className="min-w-0 flex-1 break-words font-medium">{d.title.zh || d.title.en}</span>
              <button type="button" onClick={() => setEditing(d)} className="text-brand-600 hover:underline dark:text-brand-100" data-testid="admin-digest-edit">
                <FormattedMessage id="news.admin.edit" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState />
      )}
    </section>
  );
}
