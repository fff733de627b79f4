// The comparison table: one column per product, one row per property; rows whose values differ are marked, and
// a product can be removed or another added (up to four) without leaving the page.
import { ExternalLink, Plus, X } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormattedMessage } from '~/i18n/intl';
import { useLocalizedHref } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';
import { abbreviateNumber } from '~/lib/format';
import { comparePath, COMPARE_MAX } from '../catalogue.compare-path';
import type { TProductDetail } from '../catalogue.schema';
import { ProductSearchPicker } from './product-search-picker';
import { ProductAvatar } from './product-card';

/** What a comparison column shows: all the page sends of each product. */
export interface TCompareColumn {
  id: number;
  slug: string;
  name: string;
  tagline: string;
  category: { slug: string; name: string };
  type: TProductDetail['type'];
  pricing: TProductDetail['pricing'];
  contentLanguage: TProductDetail['contentLanguage'];
  score: number | null;
  monthlyVisits: number | null;
  visitsAreSample: boolean;
  platforms: TProductDetail['platforms'];
  licence: string | null;
  repository: string | null;
  stars: number | null;
  company: string | null;
  launched: number | null;
  likes: number;
  logo: string | null;
}

export function toCompareColumn(p: TProductDetail): TCompareColumn {
  return {
    id: p.id,
    slug: p.slug,
    name: p.name,
    tagline: p.tagline,
    category: { slug: p.category.slug, name: p.category.name },
    type: p.type,
    pricing: p.pricing,
    contentLanguage: p.contentLanguage,
    score: p.score,
    monthlyVisits: p.traffic?.monthlyVisits ?? p.monthlyVisits,
    visitsAreSample: p.traffic?.isSample ?? true,
    platforms: p.platforms,
    licence: p.licence,
    repository: p.repository,
    stars: p.stars,
    company: p.company,
    launched: p.launched,
    likes: p.likes,
    logo: p.logo,
  };
}

interface Row {
  key: string;
  label: React.ReactNode;
  /** What is compared to mark differences. */
  value: (c: TCompareColumn) => string;
  render: (c: TCompareColumn) => React.ReactNode;
}

const NONE = '—';

export function CompareTable({ columns }: { columns: TCompareColumn[] }) {
  const href = useLocalizedHref();
  const t = useT();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const slugs = columns.map((c) => c.slug);
  const anySample = columns.some((c) => c.monthlyVisits !== null && c.visitsAreSample);

  const rows: Row[] = [
    { key: 'category', label: <FormattedMessage id="compare.row.category" />, value: (c) => c.category.slug, render: (c) => <Link to={href(`/class/${c.category.slug}`)} className="hover:text-brand-600 hover:underline">{c.category.name}</Link> },
    { key: 'type', label: <FormattedMessage id="compare.row.type" />, value: (c) => c.type, render: (c) => <FormattedMessage id={`details.type.${c.type}`} /> },
    { key: 'pricing', label: <FormattedMessage id="compare.row.pricing" />, value: (c) => c.pricing, render: (c) => <FormattedMessage id={`details.pricing.${c.pricing}`} /> },
    { key: 'language', label: <FormattedMessage id="compare.row.language" />, value: (c) => c.contentLanguage, render: (c) => <FormattedMessage id={`catalogue.language.${c.contentLanguage}`} /> },
    { key: 'score', label: <FormattedMessage id="compare.row.score" />, value: (c) => String(c.score ?? ''), render: (c) => (c.score === null ? NONE : c.score.toFixed(1)) },
    {
      key: 'visits',
      label: <FormattedMessage id="compare.row.visits" />,
      value: (c) => String(c.monthlyVisits ?? ''),
      render: (c) =>
        c.monthlyVisits === null ? NONE : (
          <span>
            {abbreviateNumber(c.monthlyVisits)}
            {c.visitsAreSample ? <sup className="ml-0.5 text-amber-600 dark:text-amber-400">*</sup> : null}
          </span>
        ),
    },
    {
      key: 'platforms',
      label: <FormattedMessage id="compare.row.platforms" />,
      value: (c) => [...c.platforms].sort().join(','),
      render: (c) =>
        c.platforms.length ? (
          <ul className="flex flex-wrap gap-1">
            {c.platforms.map((p) => (
              <li key={p} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs dark:bg-slate-800">
                <FormattedMessage id={`compare.platform.${p}`} />
              </li>
            ))}
          </ul>
        ) : (
          <span className="text-slate-400"><FormattedMessage id="compare.notStated" /></span>
        ),
    },
    { key: 'licence', label: <FormattedMessage id="compare.row.licence" />, value: (c) => c.licence ?? '', render: (c) => c.licence ?? NONE },
    {
      key: 'repository',
      label: <FormattedMessage id="compare.row.repository" />,
      value: (c) => c.repository ?? '',
      render: (c) =>
        c.repository ? (
          <a href={href(`/ExcessLink?url=${encodeURIComponent(c.repository)}`)} className="inline-flex items-center gap-1 break-all text-brand-600 hover:underline dark:text-brand-100">
            {c.repository.replace(/^https?:\/\/(www\.)?/, '')}
            <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
          </a>
        ) : (
          NONE
        ),
    },
    { key: 'stars', label: <FormattedMessage id="compare.row.stars" />, value: (c) => String(c.stars ?? ''), render: (c) => (c.stars === null ? NONE : abbreviateNumber(c.stars)) },
    { key: 'company', label: <FormattedMessage id="compare.row.company" />, value: (c) => c.company ?? '', render: (c) => c.company ?? NONE },
    { key: 'launched', label: <FormattedMessage id="compare.row.launched" />, value: (c) => String(c.launched ?? ''), render: (c) => c.launched ?? NONE },
  ];

  return (
    <div className="space-y-3">
      <div className="overflow-x-auto rounded-2xl border border-slate-200 dark:border-slate-800">
        <table className="w-full min-w-[36rem] table-fixed border-collapse text-sm" data-testid="compare-table">
          <caption className="sr-only">
            <FormattedMessage id="compare.caption" />
          </caption>
          <colgroup>
            <col className="w-28 sm:w-40" />
            {columns.map((c) => (
              <col key={c.id} />
            ))}
          </colgroup>
          <thead>
            <tr className="bg-slate-50 align-top dark:bg-slate-900">
              <td className="p-3" />
              {columns.map((c) => (
                <th key={c.id} scope="col" className="p-3 text-left font-normal" data-testid="compare-column">
                  <div className="flex items-start gap-2">
                    <ProductAvatar name={c.name} id={c.id} logo={c.logo} size="size-9" />
                    <div className="min-w-0 flex-1">
                      <Link to={href(`/details/${c.slug}`)} className="block truncate font-semibold text-slate-900 hover:text-brand-600 dark:text-white">
                        {c.name}
                      </Link>
                      <p className="mt-0.5 line-clamp-2 text-xs text-slate-500 dark:text-slate-400">{c.tagline}</p>
                    </div>
                    <Link
                      to={href(comparePath(slugs.filter((s) => s !== c.slug)))}
                      aria-label={t('compare.remove', { name: c.name })}
                      title={t('compare.remove', { name: c.name })}
                      className="rounded-full p-1 text-slate-400 hover:bg-slate-200 hover:text-slate-700 dark:hover:bg-slate-800 dark:hover:text-slate-200"
                      data-testid="compare-remove"
                    >
                      <X aria-hidden="true" className="size-4" />
                    </Link>
                  </div>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const differs = new Set(columns.map(row.value)).size > 1;
              return (
                <tr key={row.key} data-row={row.key} data-differs={differs} className="border-t border-slate-200 align-top dark:border-slate-800">
                  <th scope="row" className="p-3 text-left text-xs font-medium text-slate-500 dark:text-slate-400">
                    {row.label}
                    {differs ? (
                      <span className="ml-1 inline-block size-1.5 rounded-full bg-brand-500 align-middle" title={t('compare.differs')}>
                        <span className="sr-only"><FormattedMessage id="compare.differs" /></span>
                      </span>
                    ) : null}
                  </th>
                  {columns.map((c) => (
                    <td key={c.id} className={`p-3 ${differs ? 'bg-brand-50/60 font-medium dark:bg-brand-600/10' : ''}`}>
                      {row.render(c)}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {anySample ? (
        <p className="text-xs text-amber-700 dark:text-amber-400" data-testid="compare-sample">
          * <FormattedMessage id="compare.sampleNotice" />
        </p>
      ) : null}
      {columns.length < COMPARE_MAX ? (
        adding ? (
          <div className="max-w-md">
            <ProductSearchPicker
              label={t('compare.addLabel')}
              exclude={slugs}
              onPick={(picked) => navigate(href(comparePath([...slugs, picked.slug])))}
            />
          </div>
        ) : (
          <button
            type="button"
            onClick={() => setAdding(true)}
            className="inline-flex items-center gap-2 rounded-full border border-slate-300 px-4 py-2 text-sm font-medium hover:border-brand-500 dark:border-slate-600"
            data-testid="compare-add"
          >
            <Plus aria-hidden="true" className="size-4" />
            <FormattedMessage id="compare.add" />
          </button>
        )
      ) : null}
    </div>
  );
}
