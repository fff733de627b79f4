// /share-demo (SPEC §2.1 "share demo", docs/decisions/032): pick a product, a ranking or 2–4 models; the page shows
// its card (a PNG drawn on the server), its canonical link with Copy and Download, the platforms' share addresses
// and a QR code for WeChat. The choice lives in the query (?type=product&id=cursor), so every state is a link and
// the forms work without JavaScript.
import clsx from 'clsx';
import { Download, ExternalLink } from 'lucide-react';
import QRCode from 'qrcode';
import { useState } from 'react';
import { Form, Link, useNavigate } from 'react-router';
import { CATALOGUE_TOPIC, PRODUCTS_TOPIC } from '~/features/catalogue/catalogue.search.server';
import { ProductSearchPicker } from '~/features/catalogue/components/product-search-picker';
import { COMPARE_MAX, MODEL_TOPIC } from '~/features/models/models.constants';
import { getModelsByIds, listModels } from '~/features/models/models.server';
import { PERIOD_KINDS } from '~/features/rankings/rankings.periods';
import { MONTHLY_RANKINGS_TOPIC, RANKINGS_TOPIC } from '~/features/rankings/rankings.server';
import { RANKING_KINDS } from '~/features/rankings/rankings.slug';
import {
  SHARE_TYPES,
  shareCardFileName,
  shareCardPath,
  shareIntents,
  type TShareSelection,
  type TShareType,
} from '~/features/share/share.constants';
import { ZShareSelection } from '~/features/share/share.schema';
import { resolveShare } from '~/features/share/share.server';
import { FormattedMessage } from '~/i18n/intl';
import { localizePath, splitLangPrefix } from '~/i18n/locales';
import { formatMessage } from '~/i18n/messages.server';
import { isMissing, notFoundMeta, rootData, t as metaT } from '~/i18n/meta';
import { useLocalizedHref } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';
import { Breadcrumb } from '~/shell/breadcrumb';
import { useCopy } from '~/ui/copy-button';
import { AppError } from '../../server/http/errors';
import { localiseIssue } from '../../server/http/validate';
import type { Route } from './+types/share-demo';

/** Models offered as checkboxes (the most important ones, or those matching the filter). */
const MODEL_CHOICES = 12;

export async function loader({ url, context }: Route.LoaderArgs) {
  const { lang } = splitLangPrefix(url.pathname, context.config.defaultLang);
  const params = url.searchParams;
  const asked = params.get('type');
  const type: TShareType = (SHARE_TYPES as readonly string[]).includes(asked ?? '') ? (asked as TShareType) : 'product';
  context.cacheTags?.add(type === 'product' ? CATALOGUE_TOPIC : type === 'ranking' ? RANKINGS_TOPIC : MODEL_TOPIC);
  if (type === 'product') context.cacheTags?.add(PRODUCTS_TOPIC);
  if (type === 'ranking') context.cacheTags?.add(MONTHLY_RANKINGS_TOPIC);
  const ids = params.getAll('ids').join(',');
  const raw = { type, id: params.get('id') ?? undefined, period: params.get('period') ?? undefined, kind: params.get('kind') ?? undefined, ids: ids || undefined };
  // A product needs one picked and models a choice; a ranking has defaults and shows one at once.
  const chosen = type === 'ranking' || (type === 'product' ? raw.id !== undefined : raw.ids !== undefined);

  let share: { selection: TShareSelection; title: string; link: string; card: string; fileName: string; qr: string } | null = null;
  let error: string | null = null;
  if (chosen) {
    const parsed = ZShareSelection.safeParse(raw);
    if (!parsed.success) error = localiseIssue(parsed.error.issues[0]!, lang).message;
    else {
      try {
        const subject = await resolveShare(context.deps, parsed.data, lang);
        const link = `${context.config.appUrl}${localizePath(subject.path, lang, context.config.defaultLang)}`;
        share = {
          selection: subject.selection,
          title: subject.title,
          link,
          card: shareCardPath(subject.selection, lang),
          fileName: shareCardFileName(subject.selection),
          // WeChat has no share address: its visitors scan the link.
          qr: await QRCode.toString(link, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
        };
      } catch (caught) {
        if (!(caught instanceof AppError) || caught.code !== 'NOT_FOUND') throw caught;
        error = formatMessage(lang, caught.messageKey, caught.values);
      }
    }
  }

  const period = parsedOr(raw.period, PERIOD_KINDS, 'weekly');
  const kind = parsedOr(raw.kind, RANKING_KINDS, 'traffic');
  const mq = (params.get('mq') ?? '').trim().slice(0, 100);
  const picked = ids ? [...new Set(ids.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean))].slice(0, 10) : [];
  // The models picked come first (with their names), then the most important ones or those matching the filter.
  const models =
    type === 'models'
      ? [
          ...(await getModelsByIds(context.deps, picked, lang)),
          ...(await listModels(context.deps, { q: mq || undefined, sort: 'importance', page: 1, pageSize: MODEL_CHOICES }, lang, context.deps.env.USD_CNY_RATE)).items,
        ]
          .filter((m, i, all) => all.findIndex((o) => o.id === m.id) === i)
          .map((m) => ({ id: m.id, name: m.name, provider: m.providerName }))
      : [];
  return { type, share, error, period, kind, mq, models, picked };
}

function parsedOr<T extends string>(value: string | undefined, allowed: readonly T[], fallback: T): T {
  return (allowed as readonly string[]).includes(value ?? '') ? (value as T) : fallback;
}

export function meta({ matches, data }: Route.MetaArgs) {
  const { messages } = rootData(matches);
  if (isMissing(matches, data)) return notFoundMeta(messages);
  return [
    { title: `${metaT(messages, 'share.metaTitle')} - ${metaT(messages, 'site.name')}` },
    { name: 'description', content: metaT(messages, 'share.description') },
    // A tool, not content: the pages it shares are the ones to index.
    { name: 'robots', content: 'noindex, follow' },
  ];
}

const button =
  'inline-flex items-center justify-center gap-2 rounded-xl px-4 py-2.5 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';
const primary = `${button} bg-brand-600 text-white hover:bg-brand-700`;
const secondary = `${button} border border-slate-300 bg-white text-slate-800 hover:border-brand-500 hover:text-brand-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:text-brand-100`;
const field = 'h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm dark:border-slate-700 dark:bg-slate-900';

export default function ShareDemo({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const href = useLocalizedHref();
  const navigate = useNavigate();
  const { type, share, error } = loaderData;
  return (
    <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <Breadcrumb items={[{ label: t('share.title') }]} />
      <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
        <FormattedMessage id="share.metaTitle" />
      </h1>
      <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-400">
        <FormattedMessage id="share.description" />
      </p>

      <nav aria-label={t('share.tabs')} className="mt-6 flex flex-wrap gap-2" data-testid="share-tabs">
        {SHARE_TYPES.map((tab) => (
          <Link
            key={tab}
            to={`${href('/share-demo')}?type=${tab}`}
            aria-current={tab === type ? 'page' : undefined}
            className={clsx(
              'rounded-full border px-4 py-1.5 text-sm font-medium',
              tab === type
                ? 'border-brand-600 bg-brand-600 text-white'
                : 'border-slate-300 text-slate-700 hover:border-brand-500 hover:text-brand-700 dark:border-slate-700 dark:text-slate-200 dark:hover:text-brand-100',
            )}
          >
            {t(`share.tab.${tab}`)}
          </Link>
        ))}
      </nav>

      <section className="mt-4 rounded-2xl border border-slate-200 p-4 sm:p-5 dark:border-slate-800" data-testid="share-picker">
        {type === 'product' ? (
          <ProductSearchPicker
            label={t('share.pickProduct')}
            autoFocus={false}
            onPick={(product) => void navigate(`${href('/share-demo')}?type=product&id=${encodeURIComponent(product.slug)}`)}
          />
        ) : type === 'ranking' ? (
          <RankingForm period={loaderData.period} kind={loaderData.kind} />
        ) : (
          <ModelsForm key={loaderData.picked.join(",")} models={loaderData.models} picked={loaderData.picked} mq={loaderData.mq} />
        )}
      </section>

      {error ? (
        <p role="alert" className="mt-6 rounded-xl border border-rose-200 bg-rose-50 px-4 py-3 text-sm text-rose-800 dark:border-rose-900 dark:bg-rose-950/40 dark:text-rose-200" data-testid="share-error">
          {error}
        </p>
      ) : null}
      {share ? <ShareResult share={share} /> : !error && type === 'product' ? (
        <p className="mt-6 text-sm text-slate-500 dark:text-slate-400">
          <FormattedMessage id="share.empty" />
        </p>
      ) : null}
    </main>
  );
}

function RankingForm({ period, kind }: { period: string; kind: string }) {
  const t = useT();
  const href = useLocalizedHref();
  return (
    <Form method="get" action={href('/share-demo')} className="flex flex-wrap items-end gap-3" data-testid="share-ranking-form">
      <input type="hidden" name="type" value="ranking" />
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-medium text-slate-600 dark:text-slate-300">{t('rankings.period')}</span>
        <select name="period" defaultValue={period} className={field}>
          {PERIOD_KINDS.map((p) => (
            <option key={p} value={p}>
              {t(`rankings.periodKind.${p}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-medium text-slate-600 dark:text-slate-300">{t('rankings.kind')}</span>
        <select name="kind" defaultValue={kind} className={field}>
          {RANKING_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`rankings.kind.${k}`)}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={primary}>
        <FormattedMessage id="share.make" />
      </button>
    </Form>
  );
}

function ModelsForm({ models, picked, mq }: { models: { id: string; name: string; provider: string }[]; picked: string[]; mq: string }) {
  const t = useT();
  const href = useLocalizedHref();
  const [checked, setChecked] = useState(() => new Set(picked));
  const shown = models;
  return (
    <Form method="get" action={href('/share-demo')} className="space-y-4" data-testid="share-models-form">
      <input type="hidden" name="type" value="models" />
      <div className="flex flex-wrap items-end gap-2">
        <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
          <span className="font-medium text-slate-600 dark:text-slate-300">{t('share.models.filter')}</span>
          <input type="search" name="mq" defaultValue={mq} maxLength={100} className={field} />
        </label>
        <button type="submit" className={secondary}>
          <FormattedMessage id="share.models.filterSubmit" />
        </button>
      </div>
      <fieldset>
        <legend className="text-sm font-medium">
          <FormattedMessage id="share.models.pick" />
        </legend>
        <ul className="mt-2 grid grid-cols-2 gap-2 lg:grid-cols-4">
          {shown.map((m) => {
            const on = checked.has(m.id);
            return (
              <li key={m.id}>
                <label
                  className={clsx(
                    'flex h-full cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm',
                    on ? 'border-brand-500 bg-brand-50 dark:bg-brand-600/20' : 'border-slate-200 dark:border-slate-800',
                  )}
                >
                  <input
                    type="checkbox"
                    name="ids"
                    value={m.id}
                    checked={on}
                    disabled={!on && checked.size >= COMPARE_MAX}
                    onChange={(event) => {
                      const next = new Set(checked);
                      if (event.target.checked) next.add(m.id);
                      else next.delete(m.id);
                      setChecked(next);
                    }}
                    data-testid="share-model"
                  />
                  <span className="min-w-0">
                    <span className="block truncate font-medium">{m.name}</span>
                    {m.provider ? <span className="block truncate text-xs text-slate-600 dark:text-slate-300">{m.provider}</span> : null}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <button type="submit" className={primary} data-testid="share-models-submit">
        <FormattedMessage id="share.make" />
      </button>
    </Form>
  );
}

function ShareResult({ share }: { share: { title: string; link: string; card: string; fileName: string; qr: string } }) {
  const t = useT();
  const copy = useCopy();
  return (
    <section className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]" aria-label={t('share.preview')} data-testid="share-result">
      <div className="min-w-0">
        <h2 className="text-lg font-semibold">
          <FormattedMessage id="share.preview" />
        </h2>
        <img
          src={share.card}
          width={1200}
          height={630}
          alt={t('share.previewAlt', { title: share.title })}
          className="mt-3 h-auto w-full rounded-xl border border-slate-200 bg-slate-50 dark:border-slate-800"
          data-testid="share-card"
        />
      </div>
      <div className="min-w-0 space-y-6">
        <div>
          <label htmlFor="share-link" className="text-lg font-semibold">
            <FormattedMessage id="share.link" />
          </label>
          <input
            id="share-link"
            readOnly
            value={share.link}
            onFocus={(event) => event.target.select()}
            className="mt-3 h-10 w-full rounded-lg border border-slate-300 bg-slate-50 px-3 text-sm text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200"
            data-testid="share-link"
          />
          <div className="mt-3 flex flex-wrap gap-2">
            <button type="button" onClick={() => void copy(share.link)} className={primary} data-testid="share-copy">
              <FormattedMessage id="share.copy" />
            </button>
            <a href={share.card} download={share.fileName} className={secondary} data-testid="share-download">
              <Download aria-hidden="true" className="size-4" />
              <FormattedMessage id="share.download" />
            </a>
            <a href={share.link} className={secondary}>
              <ExternalLink aria-hidden="true" className="size-4" />
              <FormattedMessage id="share.open" />
            </a>
          </div>
        </div>
        <div>
          <h2 className="text-lg font-semibold">
            <FormattedMessage id="share.to" />
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3" data-testid="share-intents">
            {shareIntents(share.link, share.title).map(({ platform, href }) => (
              <li key={platform}>
                <a
                  href={href}
                  target={platform === 'email' ? undefined : '_blank'}
                  rel="noopener noreferrer"
                  className={`${secondary} w-full`}
                  data-platform={platform}
                >
                  {t(`share.platform.${platform}`)}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div className="flex items-center gap-4" data-testid="share-wechat">
          <div
            role="img"
            aria-label={t('share.qrAlt')}
            className="size-32 shrink-0 rounded-lg bg-white p-1 [&>svg]:h-full [&>svg]:w-full"
            dangerouslySetInnerHTML={{ __html: share.qr }}
          />
          <div>
            <h2 className="font-semibold">
              <FormattedMessage id="share.wechat" />
            </h2>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              <FormattedMessage id="share.wechatHint" />
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
