// The "Report a problem" button of a product page. The form (and the schema it checks with) loads when the dialog
// opens, so product pages do not carry it.
import { Flag } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { FormattedMessage } from '~/i18n/intl';
import { Dialog } from '~/ui/dialog';

const ReportForm = lazy(() => import('./report-dialog').then((m) => ({ default: m.ReportForm })));

export function ReportProblem({ productSlug }: { productSlug: string }) {
  const [open, setOpen] = useState(false);
  // A new form (empty, not "sent") each time the dialog opens.
  const [round, setRound] = useState(0);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setRound((n) => n + 1);
          setOpen(true);
        }}
        className="inline-flex items-center gap-1.5 text-xs text-slate-500 hover:text-red-600 hover:underline dark:text-slate-400"
        data-testid="report-open"
      >
        <Flag aria-hidden="true" className="size-3.5" />
        <FormattedMessage id="report.open" />
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={<FormattedMessage id="report.title" />} testId="report-dialog">
        <Suspense fallback={<div className="h-64 animate-pulse rounded-xl bg-slate-100 dark:bg-slate-800" />}>
          <ReportForm key={round} productSlug={productSlug} />
        </Suspense>
      </Dialog>
    </>
  );
}
