// "Add a brand" in two modes (SPEC §2.2): by description, or by website — the site's title, description and
// keywords are read on the server (through the SSRF guard) and pre-fill the same form, which the user completes.
import clsx from 'clsx';
import { Globe, Loader2, PenLine } from 'lucide-react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useLocalizedHref } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';
import { ApiFailure, unwrap, useApi } from '~/lib/api-client';
import { toast } from '~/ui/toast';
import {
  TRACKER_BRAND_MAX,
  TRACKER_COMPETITORS_MAX,
  TRACKER_DESCRIPTION_MAX,
  TRACKER_DESCRIPTION_MIN,
  TRACKER_PRODUCTS_MAX,
  TRACKER_PRODUCTS_MIN,
  TRACKER_TOPICS_MAX,
  TRACKER_URL_PATTERN,
  type TSitePrefill,
  type TTracker,
} from '../trackers.constants';
import { TagInput } from './tag-input';

export interface TrackerPlatform {
  id: string;
  label: string;
  available: boolean;
  offline: boolean;
}

type Errors = Partial<Record<'brand' | 'description' | 'products' | 'competitors' | 'topics' | 'platforms' | 'url', string>>;

const input =
  'mt-2 w-full rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-base focus:border-brand-500 focus:outline-none dark:border-slate-700 dark:bg-slate-950';

export function TrackerForm({ platforms }: { platforms: TrackerPlatform[] }) {
  const t = useT();
  const api = useApi();
  const href = useLocalizedHref();
  const navigate = useNavigate();
  const [mode, setMode] = useState<'description' | 'website'>('description');
  const [url, setUrl] = useState('');
  const [reading, setReading] = useState(false);
  const [filled, setFilled] = useState(false);
  const [brand, setBrand] = useState('');
  const [description, setDescription] = useState('');
  const [products, setProducts] = useState<string[]>([]);
  const [competitors, setCompetitors] = useState<string[]>([]);
  const [topics, setTopics] = useState<string[]>([]);
  const [drafts, setDrafts] = useState({ products: '', competitors: '', topics: '' });
  const [chosen, setChosen] = useState<string[]>(() => {
    const online = platforms.filter((p) => p.available && !p.offline);
    return (online.length ? online : platforms.filter((p) => p.available)).slice(0, 3).map((p) => p.id);
  });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const submitted = useRef(false);

  async function readSite() {
    if (reading) return;
    if (!TRACKER_URL_PATTERN.test(url.trim())) return setErrors({ url: t('tracker.error.url') });
    setErrors({});
    setReading(true);
    try {
      const site = await unwrap(api.get<TSitePrefill>('/api/trackers/site', { query: { url: url.trim() } }));
      setBrand(site.brand);
      setDescription(site.description);
      setTopics(site.keywords.slice(0, TRACKER_TOPICS_MAX));
      setFilled(true);
    } catch (error) {
      setErrors({ url: error instanceof ApiFailure && error.status !== 0 && error.message ? error.message : t('tracker.site.unreachable') });
    } finally {
      setReading(false);
    }
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (busy || submitted.current) return;
    const found: Errors = {};
    if (!brand.trim()) found.brand = t('tracker.error.brand');
    if (description.trim().length < TRACKER_DESCRIPTION_MIN) found.description = t('tracker.error.descriptionShort');
    if (drafts.products.trim()) found.products = t('tracker.error.tagPending');
    else if (products.length < TRACKER_PRODUCTS_MIN) found.products = t('tracker.error.productsMin');
    if (drafts.competitors.trim()) found.competitors = t('tracker.error.tagPending');
    if (drafts.topics.trim()) found.topics = t('tracker.error.tagPending');
    if (!chosen.length) found.platforms = t('tracker.error.platforms');
    if (mode === 'website' && url.trim() && !TRACKER_URL_PATTERN.test(url.trim())) found.url = t('tracker.error.url');
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    submitted.current = true;
    try {
      const created = await unwrap(
        api.post<TTracker>('/api/trackers', { brand, description, products, competitors, topics, platforms: chosen, websiteUrl: mode === 'website' ? url.trim() : null }),
      );
      await navigate(href(`/tools/trackers/${created.id}`));
    } catch (error) {
      toast.error(error instanceof ApiFailure && error.status !== 0 && error.message ? error.message : t('tracker.add.failed'), { id: 'tracker' });
    } finally {
      submitted.current = false;
      setBusy(false);
    }
  }

  const draft = (key: keyof typeof drafts) => ({ draft: drafts[key], onDraft: (text: string) => setDrafts((d) => ({ ...d, [key]: text })) });
  const fieldError = (key: keyof Errors) =>
    errors[key] ? (
      <p className="mt-1 text-sm text-red-600 dark:text-red-400" data-testid={`tracker-${key}-error`}>
        {errors[key]}
      </p>
    ) : null;

  return (
    <form onSubmit={submit} noValidate className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900" data-testid="tracker-form">
      <h2 className="text-lg font-semibold">{t('tracker.add.title')}</h2>
      <div role="tablist" aria-label={t('tracker.add.title')} className="mt-3 inline-flex rounded-xl bg-slate-100 p-1 dark:bg-slate-800">
        {(['description', 'website'] as const).map((m) => (
          <button
            key={m}
            type="button"
            role="tab"
            aria-selected={mode === m}
            onClick={() => setMode(m)}
            className={clsx('inline-flex items-center gap-1.5 rounded-lg px-3 py-1.5 text-sm font-medium', mode === m ? 'bg-white shadow-sm dark:bg-slate-950' : 'text-slate-600 dark:text-slate-300')}
            data-testid={`tracker-mode-${m}`}
          >
            {m === 'description' ? <PenLine aria-hidden="true" className="size-4" /> : <Globe aria-hidden="true" className="size-4" />}
            {t(m === 'description' ? 'tracker.add.byDescription' : 'tracker.add.byWebsite')}
          </button>
        ))}
      </div>

      {mode === 'website' ? (
        <div className="mt-4">
          <label htmlFor="tracker-url" className="font-semibold">
            {t('tracker.site.label')}
          </label>
          <div className="mt-2 flex flex-col gap-2 sm:flex-row">
            <input
              id="tracker-url"
              type="url"
              inputMode="url"
              value={url}
              onChange={(e) => setUrl(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
                  e.preventDefault();
                  void readSite();
                }
              }}
              placeholder={t('tracker.site.placeholder')}
              className={clsx(input, 'mt-0 flex-1')}
              aria-invalid={errors.url ? true : undefined}
              data-testid="tracker-url"
            />
            <button type="button" onClick={readSite} disabled={reading} className="inline-flex items-center justify-center gap-2 rounded-xl border border-brand-600 px-4 py-2.5 font-medium text-brand-700 hover:bg-brand-50 disabled:opacity-60 dark:text-brand-100 dark:hover:bg-brand-600/15" data-testid="tracker-read-site">
              {reading ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : <Globe aria-hidden="true" className="size-4" />}
              {t(reading ? 'tracker.site.fetching' : 'tracker.site.fetch')}
            </button>
          </div>
          {errors.url ? (
            <p className="mt-1 text-sm text-red-600 dark:text-red-400" role="alert" data-testid="tracker-url-error">
              {errors.url}
            </p>
          ) : (
            <p className="mt-1 text-xs text-slate-500 dark:text-slate-400" data-testid={filled ? 'tracker-site-filled' : undefined}>
              {t(filled ? 'tracker.site.filled' : 'tracker.site.hint')}
            </p>
          )}
        </div>
      ) : null}

      <div className="mt-5 grid gap-5">
        <div>
          <label htmlFor="tracker-brand" className="font-semibold">
            {t('tracker.field.brand')}
          </label>
          <input id="tracker-brand" value={brand} maxLength={TRACKER_BRAND_MAX} onChange={(e) => setBrand(e.target.value)} placeholder={t('tracker.field.brandPlaceholder')} className={input} data-testid="tracker-brand" />
          {fieldError('brand')}
        </div>
        <div>
          <div className="flex items-baseline justify-between gap-3">
            <label htmlFor="tracker-description" className="font-semibold">
              {t('tracker.field.description')}
            </label>
            <span className={clsx('text-xs tabular-nums', description.trim().length < TRACKER_DESCRIPTION_MIN ? 'text-slate-500 dark:text-slate-400' : 'text-emerald-700 dark:text-emerald-400')} data-testid="tracker-description-count">
              {description.trim().length}/{TRACKER_DESCRIPTION_MAX}
            </span>
          </div>
          <textarea id="tracker-description" rows={3} value={description} maxLength={TRACKER_DESCRIPTION_MAX} onChange={(e) => setDescription(e.target.value)} placeholder={t('tracker.field.descriptionPlaceholder')} className={input} data-testid="tracker-description" />
          {fieldError('description')}
        </div>
        <TagInput id="tracker-products" label={t('tracker.field.products')} value={products} onChange={setProducts} max={TRACKER_PRODUCTS_MAX} hint={t('tracker.hint.products')} placeholder={t('tracker.placeholder.products')} error={errors.products} {...draft('products')} />
        <TagInput id="tracker-competitors" label={t('tracker.field.competitors')} value={competitors} onChange={setCompetitors} max={TRACKER_COMPETITORS_MAX} hint={t('tracker.hint.tags')} placeholder={t('tracker.placeholder.competitors')} error={errors.competitors} optional {...draft('competitors')} />
        <TagInput id="tracker-topics" label={t('tracker.field.topics')} value={topics} onChange={setTopics} max={TRACKER_TOPICS_MAX} hint={t('tracker.hint.tags')} placeholder={t('tracker.placeholder.topics')} error={errors.topics} optional {...draft('topics')} />
        <fieldset>
          <legend className="font-semibold">{t('tracker.field.platforms')}</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {platforms.map((p) => (
              <label key={p.id} className={clsx('flex items-center gap-2 rounded-xl border px-3 py-2 text-sm', p.available ? 'border-slate-300 dark:border-slate-700' : 'border-slate-200 text-slate-400 dark:border-slate-800')} data-testid="tracker-platform" data-platform={p.id}>
                <input
                  type="checkbox"
                  disabled={!p.available}
                  checked={chosen.includes(p.id)}
                  onChange={(e) => setChosen((list) => (e.target.checked ? [...list, p.id] : list.filter((x) => x !== p.id)))}
                />
                <span className="min-w-0 flex-1 truncate">{p.label}</span>
                {p.offline ? <span className="rounded bg-amber-100 px-1.5 text-xs text-amber-900 dark:bg-amber-950 dark:text-amber-200">{t('tracker.platform.offline')}</span> : null}
                {!p.available ? <span className="text-xs">{t('tracker.platform.unavailable')}</span> : null}
              </label>
            ))}
          </div>
          {fieldError('platforms')}
        </fieldset>
      </div>
      <button type="submit" disabled={busy} className="mt-6 inline-flex w-full items-center justify-center gap-2 rounded-xl bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-60 sm:w-auto" data-testid="tracker-submit">
        {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
        {t(busy ? 'tracker.add.submitting' : 'tracker.add.submit')}
      </button>
    </form>
  );
}
