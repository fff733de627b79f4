// The staff console's GEO consultations: newest first, searched and filtered by status in the address (geoQ,
// geoStatus, geoPage), each request's status changed in place (new → contacted → closed), and the matching
// requests exported as CSV.
import { Download, Search } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useRevalidator, useSearchParams } from 'react-router';
import { FormattedMessage } from '~/i18n/intl';
import { useT } from '~/i18n/use-t';
import { ApiFailure, unwrap, useApi } from '~/lib/api-client';
import { LocalTime } from '~/ui/local-time';
import { CompactPager } from '~/ui/compact-pager';
import { EmptyState } from '~/ui/states';
import { toast } from '~/ui/toast';
import { GEO_CONSULT_STATUSES, type TGeoConsultation, type TGeoConsultationPage, type TGeoConsultStatus } from '../consultations.constants';

const BADGE: Record<TGeoConsultStatus, string> = {
  new: 'bg-amber-50 text-amber-800 dark:bg-amber-500/10 dark:text-amber-300',
  contacted: 'bg-sky-50 text-sky-800 dark:bg-sky-500/10 dark:text-sky-300',
  closed: 'bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300',
};

function ConsultationItem({ item }: { item: TGeoConsultation }) {
  const t = useT();
  const api = useApi();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  async function change(status: TGeoConsultStatus) {
    setBusy(true);
    try {
      await unwrap(api.post(`/api/admin/geo-consultations/${item.id}/status`, { status }));
      toast.success(t('geo.admin.statusSaved'));
      await revalidator.revalidate();
    } catch (error) {
      toast.error(error instanceof ApiFailure && error.message ? error.message : t('common.failed'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <li className="space-y-2 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900" data-testid="admin-geo-consultation">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="font-semibold">{item.company}</span>
        <span>{item.name}</span>
        <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${BADGE[item.status]}`} data-testid="admin-geo-status">
          <FormattedMessage id={`geo.admin.status.${item.status}`} />
        </span>
        <span className="text-xs text-slate-500 dark:text-slate-400">
          #{item.id} · <LocalTime value={item.createdAt} /> · {item.lang}
        </span>
      </div>
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <a href={`mailto:${item.email}`} className="text-brand-600 hover:underline dark:text-brand-100">
          {item.email}
        </a>
        <a href={`tel:${item.phone}`} className="text-brand-600 hover:underline dark:text-brand-100">
          {item.phone}
        </a>
        <span className="text-slate-500 dark:text-slate-400">
          <FormattedMessage id="geo.admin.from" />: {item.user.displayName || `#${item.user.id}`}
        </span>
      </div>
      <p className="whitespace-pre-line break-words text-sm text-slate-700 dark:text-slate-300">{item.requirements}</p>
      <label className="flex items-center gap-2 text-sm">
        <span className="text-slate-500 dark:text-slate-400">
          <FormattedMessage id="geo.admin.setStatus" />
        </span>
        <select
          value={item.status}
          disabled={busy}
          onChange={(event) => void change(event.target.value as TGeoConsultStatus)}
          className="rounded-lg border border-slate-300 bg-white px-2 py-1 text-sm dark:border-slate-700 dark:bg-slate-900"
          data-testid="admin-geo-set-status"
        >
          {GEO_CONSULT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`geo.admin.status.${s}`)}
            </option>
          ))}
        </select>
      </label>
    </li>
  );
}

export function AdminGeoConsultations({ page, q, status }: { page: TGeoConsultationPage; q: string; status?: TGeoConsultStatus }) {
  const t = useT();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  const exportQuery = new URLSearchParams();
  if (q) exportQuery.set('q', q);
  if (status) exportQuery.set('status', status);
  const exportHref = `/api/admin/geo-consultations/export.csv${exportQuery.size ? `?${exportQuery}` : ''}`;
  const withParams = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    return next;
  };
  const to = (n: number) => ({ pathname: location.pathname, search: `?${withParams({ geoPage: n > 1 ? String(n) : undefined })}`, hash: 'geo-consultations' });

  return (
    <section id="geo-consultations" aria-labelledby="admin-geo-title" className="scroll-mt-24 space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="admin-geo-title" className="text-lg font-semibold">
          <FormattedMessage id="geo.admin.title" />
          <span className="ml-2 text-sm font-normal text-slate-500 dark:text-slate-400">
            <FormattedMessage id="geo.admin.total" values={{ count: page.total }} />
          </span>
        </h2>
        <a href={exportHref} download className="inline-flex items-center gap-1.5 rounded-full border border-slate-300 px-4 py-1.5 text-sm hover:border-brand-500 dark:border-slate-600" data-testid="admin-geo-export">
          <Download aria-hidden="true" className="size-4" />
          <FormattedMessage id="geo.admin.export" />
        </a>
      </div>
      <form
        method="get"
        role="search"
        className="flex flex-wrap gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          const data = new FormData(event.currentTarget);
          setParams(withParams({ geoQ: String(data.get('geoQ') ?? '') || undefined, geoStatus: String(data.get('geoStatus') ?? '') || undefined, geoPage: undefined }), { preventScrollReset: true });
        }}
      >
        <label className="relative min-w-0 flex-1 sm:max-w-sm">
          <span className="sr-only">
            <FormattedMessage id="geo.admin.searchLabel" />
          </span>
          <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" />
          <input
            type="search"
            name="geoQ"
            defaultValue={q}
            maxLength={100}
            placeholder={t('geo.admin.searchPlaceholder')}
            className="w-full rounded-full border border-slate-300 bg-white py-2 pl-9 pr-3 text-sm outline-none focus:border-brand-500 dark:border-slate-700 dark:bg-slate-900"
            data-testid="admin-geo-search"
          />
        </label>
        <label className="flex items-center gap-2 text-sm">
          <span className="sr-only">
            <FormattedMessage id="geo.admin.filterLabel" />
          </span>
          <select name="geoStatus" defaultValue={status ?? ''} className="rounded-full border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-900" data-testid="admin-geo-filter">
            <option value="">{t('geo.admin.all')}</option>
            {GEO_CONSULT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`geo.admin.status.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700">
          <FormattedMessage id="geo.admin.search" />
        </button>
      </form>
      {page.items.length ? (
        <ul className="space-y-3" data-testid="admin-geo-consultations">
          {page.items.map((item) => (
            <ConsultationItem key={item.id} item={item} />
          ))}
        </ul>
      ) : (
        <EmptyState messageId="geo.admin.empty" />
      )}
      <CompactPager page={page.page} pages={pages} to={to} />
    </section>
  );
}
