// Customer-service hours beside the consultation form: the schedule, and whether someone answers now or the reply
// comes on the next working day. The server decided `open` (service-hours.ts), so server and browser render alike.
import { Clock } from 'lucide-react';
import { FormattedMessage } from '~/i18n/intl';
import type { TServiceHours } from '../service-hours';

export function ServiceHoursNote({ hours }: { hours: TServiceHours }) {
  return (
    <div className="mt-5 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm dark:border-slate-800 dark:bg-slate-950/60" data-testid="service-hours">
      <p className="flex items-center gap-2 font-medium">
        <Clock aria-hidden="true" className="size-4 text-brand-600 dark:text-brand-100" />
        <FormattedMessage id="services.hours.schedule" values={{ zone: hours.zone }} />
      </p>
      <p className="mt-2 flex items-center gap-2 text-slate-600 dark:text-slate-300" data-testid="service-hours-status" data-open={hours.open ? 'true' : 'false'}>
        <span aria-hidden="true" className={`size-2 shrink-0 rounded-full ${hours.open ? 'bg-emerald-500' : 'bg-slate-400'}`} />
        <FormattedMessage id={hours.open ? 'services.hours.open' : 'services.hours.closed'} />
      </p>
    </div>
  );
}
