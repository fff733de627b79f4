// The staff console's users: search, status badges, disable/enable behind a confirmation, and the points
// adjustment dialog.
import { Search } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, FormattedNumber } from '~/i18n/intl';
import { useRevalidator, useSearchParams } from 'react-router';
import { toast } from '~/ui/toast';
import { Pagination } from '~/features/catalogue/components/pagination';
import { useT } from '~/i18n/use-t';
import { ApiFailure, unwrap, useApi } from '~/lib/api-client';
import { LocalTime } from '~/ui/local-time';
import { EmptyState } from '~/ui/states';
import type { TAdminUser, TAdminUserPage } from '../admin.schema';
import { Dialog } from '~/ui/dialog';
import { ColumnHeads } from './column-heads';

const BUTTON = 'rounded-full border px-3 py-1 text-xs font-medium';
const PRIMARY =
  'rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60';
const SECONDARY =
  'rounded-full border border-slate-300 px-5 py-2 text-sm hover:border-brand-500 dark:border-slate-600';

function labelOf(user: TAdminUser): string {
  return user.displayName || user.email || user.phone || `#${user.id}`;
}

function StatusBadge({ status }: { status: TAdminUser['status'] }) {
  const cls =
    status === 'active'
      ? 'bg-emerald-50 text-emerald-700 dark:bg-emerald-500/10 dark:text-emerald-300'
      : 'bg-rose-50 text-rose-700 dark:bg-rose-500/10 dark:text-rose-300';
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ${cls}`}
      data-testid="status-badge"
    >
      <FormattedMessage id={`admin.status.${status}`} />
    </span>
  );
}

type Pending = { kind: 'status'; user: TAdminUser } | { kind: 'points'; user: TAdminUser } | null;

export function AdminUsers({ page, q, selfId }: { page: TAdminUserPage; q: string; selfId: number }) {
  const t = useT();
  const api = useApi();
  const revalidator = useRevalidator();
  const [, setSearchParams] = useSearchParams();
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState('');

  const close = () => {
    setPending(null);
    setError('');
  };

  async function submit(call: () => Promise<unknown>, done: (result: unknown) => string) {
    setBusy(true);
    setError('');
    try {
      const result = await call();
      toast.success(done(result));
      close();
      await revalidator.revalidate();
    } catch (failure) {
      setError(failure instanceof ApiFailure && failure.message ? failure.message : t('common.failed'));
    } finally {
      setBusy(false);
    }
  }

  function changeStatus(user: TAdminUser) {
    const status = user.status === 'active' ? 'disabled' : 'active';
    void submit(
      () => unwrap(api.post(`/api/admin/users/${user.id}/status`, { status })),
      () => t('admin.statusChanged'),
    );
  }

  function adjustPoints(user: TAdminUser) {
    void submit(
      () =>
        unwrap(
          api.post<{ points: number }>(`/api/admin/users/${user.id}/points`, {
            amount: Number(amount),
            note,
          }),
        ),
      (result) => t('admin.adjustDone', { points: (result as { points: number }).points }),
    );
  }

  return (
    <section aria-labelledby="admin-users" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="admin-users" className="text-lg font-semibold">
          <FormattedMessage id="admin.users" />
        </h2>
        <form
          method="get"
          role="search"
          aria-label={t('admin.searchLabel')}
          className="flex w-full gap-2 sm:w-auto"
          onSubmit={(event) => {
            // A client-side navigation to ?q= (the first page of the results), like a plain GET form's.
            event.preventDefault();
            setSearchParams({ q: String(new FormData(event.currentTarget).get('q') ?? '') });
          }}
        >
          <label className="relative flex-1 sm:w-80">
            <span className="sr-only">
              <FormattedMessage id="admin.searchLabel" />
            </span>
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
            />
            <input
              type="search"
              name="q"
              defaultValue={q}
              maxLength={100}
              placeholder={t('admin.searchPlaceholder')}
              className="w-full rounded-full border border-slate-300 bg-white py-2 pl-9 pr-3 text-sm outline-none focus:border-brand-500 dark:border-slate-700 dark:bg-slate-900"
              data-testid="admin-search"
            />
          </label>
          <button type="submit" className={PRIMARY}>
            <FormattedMessage id="admin.search" />
          </button>
        </form>
      </div>
      <p className="text-sm text-slate-500 dark:text-slate-400">
        <FormattedMessage id="admin.userCount" values={{ total: page.total }} />
      </p>
      {page.items.length ? (
        <div className="rounded-xl border border-slate-200 bg-white md:overflow-x-auto dark:border-slate-800 dark:bg-slate-900">
          {/* Phones get one card per user; wider screens a table. */}
          <table
            className="block w-full text-left text-sm md:table md:min-w-[44rem]"
            data-testid="admin-users"
          >
            <thead className="hidden bg-slate-50 text-xs uppercase tracking-wide text-slate-500 md:table-header-group dark:bg-slate-800/60 dark:text-slate-400">
              <tr>
                <ColumnHeads
                  columns={[
                    'admin.col.user',
                    'admin.col.status',
                    ['admin.col.points', 'right'],
                    'admin.col.created',
                    ['admin.col.actions', 'right'],
                  ]}
                />
              </tr>
            </thead>
            <tbody className="block divide-y divide-slate-100 md:table-row-group dark:divide-slate-800">
              {page.items.map((user) => (
                <tr
                  key={user.id}
                  data-user-id={user.id}
                  data-testid="admin-user-row"
                  className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-2 px-4 py-3 md:table-row md:p-0"
                >
                  <td className="col-span-2 md:px-4 md:py-3">
                    <p className="font-medium">
                      {labelOf(user)}
                      {user.role === 'admin' ? (
                        <span className="ml-2 rounded bg-brand-600/10 px-1.5 py-0.5 text-xs font-medium text-brand-600 dark:text-brand-100">
                          <FormattedMessage id="admin.role.admin" />
                        </span>
                      ) : null}
                    </p>
                    <p className="text-xs text-slate-500 dark:text-slate-400">
                      #{user.id}
                      {[user.email, user.phone].filter(Boolean).map((v) => ` · ${v}`)}
                    </p>
                  </td>
                  <td className="md:px-4 md:py-3">
                    <StatusBadge status={user.status} />
                  </td>
                  <td className="text-right md:px-4 md:py-3">
                    <span className="mr-1.5 text-xs text-slate-500 md:hidden dark:text-slate-400">
                      <FormattedMessage id="admin.col.points" />
                    </span>
                    <span className="tabular-nums" data-testid="user-points">
                      <FormattedNumber value={user.points} />
                    </span>
                  </td>
                  <td className="hidden whitespace-nowrap px-4 py-3 text-slate-500 md:table-cell dark:text-slate-400">
                    <LocalTime value={user.createdAt} />
                  </td>
                  <td className="col-span-2 md:px-4 md:py-3">
                    <div className="flex gap-2 md:justify-end">
                      <button
                        type="button"
                        onClick={() => {
                          setAmount('');
                          setNote('');
                          setPending({ kind: 'points', user });
                        }}
                        className={`${BUTTON} border-slate-300 hover:border-brand-500 dark:border-slate-600`}
                        data-testid="adjust-points"
                      >
                        <FormattedMessage id="admin.adjust" />
                      </button>
                      {user.id === selfId ? null : (
                        <button
                          type="button"
                          onClick={() => setPending({ kind: 'status', user })}
                          className={`${BUTTON} ${
                            user.status === 'active'
                              ? 'border-rose-300 text-rose-700 hover:bg-rose-50 dark:border-rose-800 dark:text-rose-300 dark:hover:bg-rose-950'
                              : 'border-emerald-300 text-emerald-700 hover:bg-emerald-50 dark:border-emerald-800 dark:text-emerald-300 dark:hover:bg-emerald-950'
                          }`}
                          data-testid="toggle-status"
                        >
                          <FormattedMessage
                            id={user.status === 'active' ? 'admin.disable' : 'admin.enable'}
                          />
                        </button>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <EmptyState />
      )}
      <Pagination page={page.page} pageSize={page.pageSize} total={page.total} />

      <Dialog
        open={pending?.kind === 'status'}
        onClose={close}
        testId="status-dialog"
        title={<FormattedMessage id={pending?.user.status === 'active' ? 'admin.disable' : 'admin.enable'} />}
      >
        {pending?.kind === 'status' ? (
          <div className="space-y-4">
            <p className="text-sm text-slate-600 dark:text-slate-300">
              <FormattedMessage
                id={pending.user.status === 'active' ? 'admin.confirmDisable' : 'admin.confirmEnable'}
                values={{ name: labelOf(pending.user) }}
              />
            </p>
            {error ? (
              <p role="alert" className="text-sm text-rose-600 dark:text-rose-400">
                {error}
              </p>
            ) : null}
            <div className="flex justify-end gap-2">
              <button type="button" onClick={close} className={SECONDARY}>
                <FormattedMessage id="common.cancel" />
              </button>
              <button
                type="button"
                disabled={busy}
                onClick={() => changeStatus(pending.user)}
                className={PRIMARY}
                data-testid="confirm-status"
              >
                <FormattedMessage id="admin.confirm" />
              </button>
            </div>
          </div>
        ) : null}
      </Dialog>

      <Dialog
        open={pending?.kind === 'points'}
        onClose={close}
        testId="points-dialog"
        title={
          pending ? (
            <FormattedMessage id="admin.adjustTitle" values={{ name: labelOf(pending.user) }} />
          ) : null
        }
      >
        {pending?.kind === 'points' ? (
          <form
            className="space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              adjustPoints(pending.user);
            }}
          >
            <label className="block text-sm">
              <span className="mb-1 block font-medium">
                <FormattedMessage id="admin.adjustAmount" />
              </span>
              <input
                type="number"
                name="amount"
                required
                step={1}
                min={-1_000_000}
                max={1_000_000}
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
                className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 outline-none focus:border-brand-500 dark:border-slate-700 dark:bg-slate-950"
                data-testid="adjust-amount"
              />
            </label>
            <label className="block text-sm">
              <span className="mb-1 block font-medium">
                <FormattedMessage id="admin.adjustNote" />
              </span>
              <textarea
                name="note"
                required
                maxLength={500}
                rows={3}
                value={note}
                onChange={(event) => setNote(event.target.value)}
                className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 outline-none focus:border-brand-500 dark:border-slate-700 dark:bg-slate-950"
                data-testid="adjust-note"
              />
            </label>
            {error ? (
              <p role="alert" className="text-sm text-rose-600 dark:text-rose-400">
                {error}
              </p>
            ) : null}
            <div className="flex justify-end gap-2">
              <button type="button" onClick={close} className={SECONDARY}>
                <FormattedMessage id="common.cancel" />
              </button>
              <button type="submit" disabled={busy} className={PRIMARY} data-testid="submit-adjust">
                <FormattedMessage id="admin.submit" />
              </button>
            </div>
          </form>
        ) : null}
      </Dialog>
    </section>
  );
}
