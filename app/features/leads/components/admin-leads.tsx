// The staff console's lead list (docs/decisions/034): every service request, newest first, filtered by kind and
// status and searched in the address (leadQ, leadKind, leadStatus, leadPage); each lead moved along
// new → contacted → won / lost and annotated in place (who and when is shown); the matching leads exported as CSV.
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
import {
  LEAD_KINDS,
  LEAD_NOTE_MAX,
  LEAD_STATUSES,
  LEAD_TRANSITIONS,
  LEADS_ADMIN_ANCHOR,
  type TLead,
  type TLeadKind,
  type TLeadPage,
  type TLeadStatus,
} from '../leads.constants';

const BADGE: Record<TLeadStatus, string> = {
  new: 'bg-amber-50 text-amber-800 dark:bg-amber-500/10 dark:text-amber-300',
  contacted: 'bg-sky-50 text-sky-800 dark:bg-sky-500/10 dark:text-sky-300',
  won: 'bg-emerald-50 text-emerald-800 dark:bg-emerald-500/10 dark:text-emerald-300',
  lost: 'bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300',
};
const CONTROL = 'rounded-lg border border-slate-300 bg-white px-2 py-1 text-sm dark:border-slate-700 dark:bg-slate-900';

function LeadItem({ item }: { item: TLead }) {
  const t = useT();
  const api = useApi();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState('');
  async function send(body: { status?: TLeadStatus; note?: string }, done: string) {
    setBusy(true);
    try {
      await unwrap(api.post(`/api/admin/leads/${item.id}`, body));
      toast.success(t(done));
      if (body.note) setNote('');
      await revalidator.revalidate();
    } catch (error) {
      toast.error(error instanceof ApiFailure && error.message ? error.message : t('common.failed'));
    } finally {
      setBusy(false);
    }
  }
  const next = LEAD_TRANSITIONS[item.status];
  return (
    <li className="space-y-2 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900" data-testid="admin-lead">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700 dark:bg-brand-600/10 dark:text-brand-100" data-testid="admin-lead-kind">
          <FormattedMessage id={`leads.kind.${item.kind}`} />
        </span>
        <span className="font-semibold">{item.company}</span>
        <span>{item.name}</span>
        <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${BADGE[item.status]}`} data-testid="admin-lead-status">
          <FormattedMessage id={`leads.status.${item.status}`} />
        </span>
        <span className="text-xs text-slate-500 dark:text-slate-400">
          #{item.id} · <LocalTime value={item.createdAt} /> · {item.lang}
        </span>
      </div>
      {item.subject ? (
        <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="admin-lead-subject">
          <FormattedMessage id="leads.admin.subject" />: {item.subjectLabel ?? item.subject} <span className="text-xs text-slate-500 dark:text-slate-400">({item.subject})</span>
        </p>
      ) : null}
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {/* A deployment request gives one contact, a phone or an e-mail: only what was given is shown. */}
        {item.email ? (
          <a href={`mailto:${item.email}`} className="break-all text-brand-600 hover:underline dark:text-brand-100">
            {item.email}
          </a>
        ) : null}
        {item.phone ? (
          <a href={`tel:${item.phone}`} className="text-brand-600 hover:underline dark:text-brand-100">
            {item.phone}
          </a>
        ) : null}
        <span className="text-slate-500 dark:text-slate-400">
          <FormattedMessage id="leads.admin.from" />: {item.user.displayName || `#${item.user.id}`}
        </span>
      </div>
      <p className="whitespace-pre-line break-words text-sm text-slate-700 dark:text-slate-300">{item.requirements}</p>
      {item.events.length ? (
        <ol className="space-y-1 border-l-2 border-slate-200 pl-3 text-xs text-slate-600 dark:border-slate-700 dark:text-slate-300" data-testid="admin-lead-events">
          {item.events.map((event) => (
            <li key={event.id}>
              <span className="text-slate-500 dark:text-slate-400">
                <LocalTime value={event.createdAt} /> · {event.staff.displayName || `#${event.staff.id}`}
              </span>
              {event.toStatus ? (
                <span className="ml-1.5 font-medium">
                  <FormattedMessage id={`leads.status.${event.fromStatus ?? 'new'}`} /> → <FormattedMessage id={`leads.status.${event.toStatus}`} />
                </span>
              ) : null}
              {event.note ? <span className="ml-1.5 whitespace-pre-line break-words">{event.note}</span> : null}
            </li>
          ))}
        </ol>
      ) : null}
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-slate-500 dark:text-slate-400">
          <FormattedMessage id="leads.admin.moveTo" />
        </span>
        {next.map((status) => (
          <button
            key={status}
            type="button"
            disabled={busy}
            onClick={() => void send({ status }, 'leads.admin.statusSaved')}
            className="rounded-full border border-slate-300 px-3 py-1 text-xs font-medium hover:border-brand-500 disabled:opacity-60 dark:border-slate-600"
            data-testid={`admin-lead-to-${status}`}
          >
            <FormattedMessage id={`leads.status.${status}`} />
          </button>
        ))}
      </div>
      <form
        className="flex flex-col gap-2 sm:flex-row sm:items-start"
        onSubmit={(event) => {
          event.preventDefault();
          if (note.trim()) void send({ note }, 'leads.admin.noteSaved');
        }}
      >
        <label className="min-w-0 flex-1">
          <span className="sr-only">
            <FormattedMessage id="leads.admin.note" />
          </span>
          <textarea
            rows={1}
            value={note}
            maxLength={LEAD_NOTE_MAX}
            onChange={(event) => setNote(event.target.value)}
            placeholder={t('leads.admin.notePlaceholder')}
            className={`${CONTROL} w-full py-1.5`}
            data-testid="admin-lead-note"
          />
        </label>
        <button type="submit" disabled={busy || !note.trim()} className="shrink-0 rounded-full bg-brand-600 px-4 py-1.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60" data-testid="admin-lead-add-note">
          <FormattedMessage id="leads.admin.addNote" />
        </button>
      </form>
    </li>
  );
}

export function AdminLeads({ page, q, kind, status }: { page: TLeadPage; q: string; kind?: TLeadKind; status?: TLeadStatus }) {
  const t = useT();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  const exportQuery = new URLSearchParams();
  if (q) exportQuery.set('q', q);
  if (kind) exportQuery.set('kind', kind);
  if (status) exportQuery.set('status', status);
  const exportHref = `/api/admin/leads/export.csv${exportQuery.size ? `?${exportQuery}` : ''}`;
  const withParams = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    return next;
  };
  const to = (n: number) => ({ pathname: location.pathname, search: `?${withParams({ leadPage: n > 1 ? String(n) : undefined })}`, hash: LEADS_ADMIN_ANCHOR });

  return (
    <section id={LEADS_ADMIN_ANCHOR} aria-labelledby="admin-leads-title" className="scroll-mt-24 space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="admin-leads-title" className="text-lg font-semibold">
          <FormattedMessage id="leads.admin.title" />
          <span className="ml-2 text-sm font-normal text-slate-500 dark:text-slate-400">
            <FormattedMessage id="leads.admin.total" values={{ count: page.total }} />
          </span>
        </h2>
        <a href={exportHref} download className="inline-flex items-center gap-1.5 rounded-full border border-slate-300 px-4 py-1.5 text-sm hover:border-brand-500 dark:border-slate-600" data-testid="admin-lead-export">
          <Download aria-hidden="true" className="size-4" />
          <FormattedMessage id="leads.admin.export" />
        </a>
      </div>
      <form
        method="get"
        role="search"
        aria-label={t('leads.admin.searchLabel')}
        className="flex flex-wrap gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          const data = new FormData(event.currentTarget);
          const value = (name: string) => String(data.get(name) ?? '') || undefined;
          setParams(withParams({ leadQ: value('leadQ'), leadKind: value('leadKind'), leadStatus: value('leadStatus'), leadPage: undefined }), { preventScrollReset: true });
        }}
      >
        <label className="relative min-w-0 flex-1 basis-full sm:basis-auto sm:max-w-sm">
          <span className="sr-only">
            <FormattedMessage id="leads.admin.searchLabel" />
          </span>
          <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" />
          <input
            type="search"
            name="leadQ"
            defaultValue={q}
            maxLength={100}
            placeholder={t('leads.admin.searchPlaceholder')}
            className="w-full rounded-full border border-slate-300 bg-white py-2 pl-9 pr-3 text-sm outline-none focus:border-brand-500 dark:border-slate-700 dark:bg-slate-900"
            data-testid="admin-lead-search"
          />
        </label>
        <label className="flex items-center gap-2 text-sm">
          <span className="sr-only">
            <FormattedMessage id="leads.admin.kindLabel" />
          </span>
          <select name="leadKind" defaultValue={kind ?? ''} className="rounded-full border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-900" data-testid="admin-lead-kind-filter">
            <option value="">{t('leads.admin.allKinds')}</option>
            {LEAD_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`leads.kind.${k}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-2 text-sm">
          <span className="sr-only">
            <FormattedMessage id="leads.admin.statusLabel" />
          </span>
          <select name="leadStatus" defaultValue={status ?? ''} className="rounded-full border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-900" data-testid="admin-lead-status-filter">
            <option value="">{t('leads.admin.allStatuses')}</option>
            {LEAD_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`leads.status.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700" data-testid="admin-lead-search-submit">
          <FormattedMessage id="leads.admin.search" />
        </button>
      </form>
      {page.items.length ? (
        <ul className="space-y-3" data-testid="admin-leads">
          {page.items.map((item) => (
            <LeadItem key={item.id} item={item} />
          ))}
        </ul>
      ) : (
        <EmptyState messageId="leads.admin.empty" />
      )}
      <CompactPager page={page.page} pages={pages} to={to} list={t('leads.admin.title')} />
    </section>
  );
}
