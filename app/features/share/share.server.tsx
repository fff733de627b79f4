// Share cards (SPEC §2.1 /share-demo, docs/decisions/032): what a selection shows (a product, the top of a
// ranking, 2–4 models side by side), its canonical page, and its 1200×630 PNG card drawn by the shared renderer
// that draws the products' Open Graph images. Words are in the language asked for; unknown ids are a localised 404.
import { createHash } from 'node:crypto';
import { and, eq, or } from 'drizzle-orm';
import { createMemo } from '../../../server/cache/memo';
import { products } from '../../../server/db/schema';
import type { AppDeps } from '../../../server/http/context';
import { AppError } from '../../../server/http/errors';
import { getOgProduct } from '~/features/catalogue/catalogue.og.server';
import { formatPrice, formatTokens } from '~/features/models/models.format';
import { getModelsByIds } from '~/features/models/models.server';
import { listTitle } from '~/features/rankings/rankings.labels';
import { listRanking } from '~/features/rankings/rankings.server';
import { rankingPath } from '~/features/rankings/rankings.slug';
import { formatMessage } from '~/i18n/messages.server';
import type { LangCode } from '~/i18n/locales';
import { renderCardPng } from '~/lib/card-image.server';
import { abbreviateNumber } from '~/lib/format';
import { SHARE_CARD_SIZE, type TShareSelection } from './share.constants';
import type { TShareSelectionInput } from './share.schema';

/** Raised whenever the card's drawing changes, so stored copies (ETag) are not reused. */
const CARD_VERSION = 1;

/** Longest texts drawn on a card (a longer one is cut with an ellipsis): the card's size stays bounded. */
const MAX_TITLE = 60;
const MAX_LINE = 140;
const cut = (text: string, max: number) => (Array.from(text).length > max ? `${Array.from(text).slice(0, max - 1).join('')}…` : text);

export interface TShareRow {
  label: string;
  detail: string;
  figure: string;
}

/** What a card shows and where it leads. */
export interface TShareSubject {
  selection: TShareSelection;
  /** The page's title and the text the share buttons send. */
  title: string;
  /** The canonical page, without language prefix. */
  path: string;
  card: {
    kicker: string;
    title: string;
    subtitle: string;
    /** A product's own logo (PNG bytes, base64) or nothing. */
    logo: string | null;
    rows: TShareRow[];
    /** Models side by side: one column each. */
    columns: { name: string; provider: string; facts: [string, string][] }[];
    footnote: string;
  };
}

/** The localised 404 of a selection whose product, ranking or models do not exist. */
function missing(): AppError {
  return new AppError('NOT_FOUND', { messageKey: 'share.error.notFound' });
}

async function productSubject(deps: Pick<AppDeps, 'database'>, id: string, lang: LangCode): Promise<TShareSubject> {
  const db = deps.database.db;
  const numeric = /^\d{1,9}$/.test(id) ? Number(id) : undefined;
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.status, 'published'), numeric !== undefined ? or(eq(products.id, numeric), eq(products.slug, id)) : eq(products.slug, id)));
  if (!row) throw missing();
  const product = await getOgProduct(db, row.id, lang).catch((error: unknown) => {
    throw error instanceof AppError && error.code === 'NOT_FOUND' ? missing() : error;
  });
  const t = (key: string, values?: Record<string, string | number>) => formatMessage(lang, key as never, values);
  const figures: TShareRow[] = [
    ...(product.monthlyVisits !== null ? [{ label: t('share.card.visits'), detail: '', figure: abbreviateNumber(product.monthlyVisits) }] : []),
    { label: t('share.card.likes'), detail: '', figure: abbreviateNumber(product.likes) },
  ];
  return {
    selection: { type: 'product', id: product.slug },
    title: product.tagline ? `${product.name} - ${product.tagline}` : product.name,
    path: `/details/${product.slug}`,
    card: {
      kicker: product.category,
      title: cut(product.name, MAX_TITLE),
      subtitle: cut(product.tagline, MAX_LINE),
      logo: product.logoPng ? product.logoPng.toString('base64') : null,
      rows: figures,
      columns: [],
      footnote: product.type === 'open_source' ? t('share.card.openSource') : '',
    },
  };
}

async function rankingSubject(
  deps: Pick<AppDeps, 'database'>,
  selection: Extract<TShareSelectionInput, { type: 'ranking' }>,
  lang: LangCode,
): Promise<TShareSubject> {
  const list = await listRanking(deps.database.db, { period: selection.period, kind: selection.kind, region: 'global', page: 1, pageSize: 5 }, lang).catch((error: unknown) => {
    throw error instanceof AppError && error.code === 'NOT_FOUND' ? missing() : error;
  });
  const t = (key: string, values?: Record<string, string | number>) => formatMessage(lang, key as never, values);
  const title = listTitle(t, lang, selection.period, list.key, { kind: selection.kind, region: 'global' });
  const site = selection.kind === 'site';
  return {
    selection: { type: 'ranking', period: selection.period, kind: selection.kind },
    title,
    path: rankingPath(selection.period, { kind: selection.kind, region: 'global' }),
    card: {
      kicker: t('share.card.ranking'),
      title: cut(title, MAX_TITLE),
      subtitle: '',
      logo: null,
      rows: list.items.map((item) => ({
        label: `${item.rank}. ${cut(item.name, 40)}`,
        detail: cut(item.category.name, 30),
        // Growth and decline lists are ordered by the change in visits: the card shows it.
        figure: site
          ? String(item.value)
          : selection.kind === 'growth' || selection.kind === 'decline'
            ? `${item.growth >= 0 ? '+' : '-'}${abbreviateNumber(Math.abs(item.growth))}`
            : abbreviateNumber(item.value),
      })),
      columns: [],
      footnote: list.isSample ? t('share.card.sample') : '',
    },
  };
}

async function modelsSubject(deps: Pick<AppDeps, 'database' | 'bus'>, ids: readonly string[], lang: LangCode): Promise<TShareSubject> {
  const found = await getModelsByIds(deps, ids, lang);
  if (found.length !== ids.length) throw missing();
  const t = (key: string, values?: Record<string, string | number>) => formatMessage(lang, key as never, values);
  const names = found.map((m) => m.name);
  return {
    selection: { type: 'models', ids: found.map((m) => m.id) },
    title: t('share.models.title', { names: names.join(' vs ') }),
    path: `/models/compare?ids=${found.map((m) => m.id).join(',')}`,
    card: {
      kicker: t('share.card.models'),
      title: cut(names.join(' vs '), MAX_TITLE),
      subtitle: '',
      logo: null,
      rows: [],
      columns: found.map((m) => ({
        name: cut(m.name, 28),
        provider: cut(m.providerName, 28),
        facts: [
          [t('share.card.context'), formatTokens(m.contextWindow)],
          [t('share.card.input'), formatPrice(m.priceInput, m.currency, lang)],
          [t('share.card.output'), formatPrice(m.priceOutput, m.currency, lang)],
        ],
      })),
      footnote: t('share.card.perMillion'),
    },
  };
}

/** What a selection shows, read in `lang`; a product, ranking or model that does not exist is a localised 404. */
export function resolveShare(deps: Pick<AppDeps, 'database' | 'bus'>, selection: TShareSelectionInput, lang: LangCode): Promise<TShareSubject> {
  if (selection.type === 'product') return productSubject(deps, selection.id, lang);
  if (selection.type === 'ranking') return rankingSubject(deps, selection, lang);
  return modelsSubject(deps, selection.ids, lang);
}

/** The card's strong ETag: everything drawn on it, in its language, and the drawing's version. */
export function shareCardEtag(subject: TShareSubject, lang: LangCode, host: string): string {
  const hash = createHash('sha256').update(JSON.stringify([CARD_VERSION, lang, host, subject.card])).digest('base64url').slice(0, 27);
  return `"${hash}"`;
}

const BRAND = '#4f46e5';

/** The card as a PNG: kicker and title, then the product's figures, the ranking's top rows or the models' columns. */
export function renderShareCard(subject: TShareSubject, lang: LangCode, host: string): Promise<Uint8Array> {
  const { card } = subject;
  const { width, height } = SHARE_CARD_SIZE;
  const margin = 64;
  const siteName = formatMessage(lang, 'site.name');
  const initial = Array.from(card.title.trim())[0]?.toUpperCase() ?? '?';
  const text = [
    card.kicker,
    card.title,
    card.subtitle,
    card.footnote,
    siteName,
    host,
    initial,
    ...card.rows.flatMap((r) => [r.label, r.detail, r.figure]),
    ...card.columns.flatMap((c) => [c.name, c.provider, ...c.facts.flat()]),
  ].join(' ');
  const font = 'Inter, "Noto Sans SC"';
  const element = (
    <div style={{ width, height, display: 'flex', background: 'linear-gradient(135deg, #eef2ff 0%, #ffffff 55%, #e0f2fe 100%)', fontFamily: font, color: '#0f172a' }}>
      <div style={{ width: width - 2 * margin, height: height - 2 * margin, margin, display: 'flex', flexDirection: 'column', justifyContent: 'space-between' }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 32 }}>
          {subject.selection.type === 'product' ? (
            card.logo ? (
              <div style={{ width: 120, height: 120, borderRadius: 28, background: 'white', display: 'flex', alignItems: 'center', justifyContent: 'center', border: '2px solid #e2e8f0' }}>
                <img src={`data:image/png;base64,${card.logo}`} width={100} height={100} style={{ borderRadius: 22 }} />
              </div>
            ) : (
              <div style={{ width: 120, height: 120, borderRadius: 28, background: BRAND, color: 'white', fontSize: 64, fontWeight: 700, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
                {initial}
              </div>
            )
          ) : null}
          <div style={{ display: 'flex', flexDirection: 'column', gap: 8, maxWidth: subject.selection.type === 'product' ? 900 : 1072 }}>
            <div style={{ fontSize: 28, color: BRAND, fontWeight: 700 }}>{card.kicker}</div>
            <div style={{ fontSize: subject.selection.type === 'product' ? 64 : 48, fontWeight: 700, lineHeight: 1.15 }}>{card.title}</div>
          </div>
        </div>
        {card.subtitle ? <div style={{ fontSize: 38, lineHeight: 1.35, color: '#334155', display: 'flex' }}>{card.subtitle}</div> : null}
        {subject.selection.type === 'ranking' ? (
          <div style={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
            {card.rows.map((row) => (
              <div key={row.label} style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', fontSize: 30, padding: '6px 16px', borderRadius: 14, background: 'rgba(255,255,255,0.75)' }}>
                <div style={{ display: 'flex', gap: 16, alignItems: 'baseline' }}>
                  <div style={{ fontWeight: 700 }}>{row.label}</div>
                  <div style={{ fontSize: 22, color: '#64748b' }}>{row.detail}</div>
                </div>
                <div style={{ fontWeight: 700, color: BRAND }}>{row.figure}</div>
              </div>
            ))}
          </div>
        ) : null}
        {subject.selection.type === 'models' ? (
          <div style={{ display: 'flex', gap: 16 }}>
            {card.columns.map((column) => (
              <div key={column.name} style={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 10, padding: 20, borderRadius: 20, background: 'white', border: '2px solid #e2e8f0' }}>
                <div style={{ fontSize: 30, fontWeight: 700, lineHeight: 1.15 }}>{column.name}</div>
                <div style={{ fontSize: 22, color: '#64748b' }}>{column.provider}</div>
                {column.facts.map(([label, value]) => (
                  <div key={label} style={{ display: 'flex', justifyContent: 'space-between', fontSize: 22 }}>
                    <div style={{ color: '#475569' }}>{label}</div>
                    <div style={{ fontWeight: 700 }}>{value}</div>
                  </div>
                ))}
              </div>
            ))}
          </div>
        ) : null}
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', fontSize: 26, color: '#475569' }}>
          <div style={{ display: 'flex', gap: 32 }}>
            {subject.selection.type === 'product'
              ? card.rows.map((row) => (
                  <div key={row.label} style={{ display: 'flex', gap: 10 }}>
                    <div style={{ fontWeight: 700, color: '#0f172a' }}>{row.figure}</div>
                    <div>{row.label}</div>
                  </div>
                ))
              : null}
            {card.footnote ? <div style={{ display: 'flex' }}>{card.footnote}</div> : null}
          </div>
          <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end' }}>
            <div style={{ fontSize: 32, fontWeight: 700, color: '#0f172a' }}>{siteName}</div>
            <div style={{ fontSize: 20, color: '#64748b' }}>{host}</div>
          </div>
        </div>
      </div>
    </div>
  );
  return renderCardPng(element, SHARE_CARD_SIZE, text);
}

/** Rendered cards by ETag (the ETag covers everything drawn): a card shared widely is drawn once per process. */
const rendered = createMemo<string, Uint8Array>({ ttlMs: 3_600_000, maxEntries: 64 });

export function shareCardPng(subject: TShareSubject, lang: LangCode, host: string): Promise<Uint8Array> {
  return rendered.get(shareCardEtag(subject, lang, host), () => renderShareCard(subject, lang, host));
}
