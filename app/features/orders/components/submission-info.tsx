// The submission page's fixed text: how an order goes, business cooperation, and the FAQs (SPEC §4, §9: review
// in 1–2 working days and live within 48 h; fast track within 24 h; refunds only on a policy rejection).
import { ChevronDown, CreditCard, FileCheck2, Handshake, PenLine, Rocket } from 'lucide-react';
import { Link } from 'react-router';
import { FormattedMessage } from '~/i18n/intl';
import { useLocalizedHref } from '~/i18n/use-lang';

const STEPS = [
  { id: 'fill', Icon: PenLine },
  { id: 'pay', Icon: CreditCard },
  { id: 'review', Icon: FileCheck2 },
  { id: 'live', Icon: Rocket },
] as const;

export function SubmissionSteps() {
  return (
    <ol className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="submission-steps">
      {STEPS.map(({ id, Icon }, index) => (
        <li key={id} className="flex items-start gap-3 rounded-2xl bg-white/70 p-3 ring-1 ring-slate-200 dark:bg-slate-900/70 dark:ring-slate-800">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white">
            <Icon aria-hidden="true" className="size-4" />
          </span>
          <span className="min-w-0">
            <span className="block text-sm font-semibold">
              {index + 1}. <FormattedMessage id={`orders.steps.${id}`} />
            </span>
            <span className="block text-xs text-slate-600 dark:text-slate-400">
              <FormattedMessage id={`orders.steps.${id}.detail`} />
            </span>
          </span>
        </li>
      ))}
    </ol>
  );
}

const FAQS = ['review', 'fast', 'refund', 'update', 'ad', 'invoice', 'payment'] as const;

export function SubmissionFaq() {
  return (
    <section aria-labelledby="faq-title" className="mt-14">
      <h2 id="faq-title" className="text-xl font-bold tracking-tight">
        <FormattedMessage id="orders.faq.title" />
      </h2>
      <div className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900" data-testid="faq">
        {FAQS.map((id) => (
          <details key={id} className="group px-5 py-4">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-medium [&::-webkit-details-marker]:hidden">
              <FormattedMessage id={`orders.faq.${id}.q`} />
              <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-slate-400 transition group-open:rotate-180" />
            </summary>
            <p className="mt-2 text-sm leading-relaxed text-slate-600 dark:text-slate-300">
              <FormattedMessage id={`orders.faq.${id}.a`} />
            </p>
          </details>
        ))}
      </div>
    </section>
  );
}

const COOPERATION = ['ads', 'content', 'data'] as const;

export function Cooperation() {
  const href = useLocalizedHref();
  return (
    <section aria-labelledby="cooperation-title" className="mt-14 rounded-3xl bg-gradient-to-br from-slate-900 to-brand-700 p-6 text-white sm:p-8" data-testid="cooperation">
      <div className="flex items-center gap-3">
        <Handshake aria-hidden="true" className="size-7" />
        <h2 id="cooperation-title" className="text-xl font-bold tracking-tight">
          <FormattedMessage id="orders.cooperation.title" />
        </h2>
      </div>
      <p className="mt-2 max-w-3xl text-sm text-white/85">
        <FormattedMessage id="orders.cooperation.text" />
      </p>
      <ul className="mt-5 grid gap-3 sm:grid-cols-3">
        {COOPERATION.map((id) => (
          <li key={id} className="rounded-2xl bg-white/10 p-4">
            <p className="font-semibold">
              <FormattedMessage id={`orders.cooperation.${id}`} />
            </p>
            <p className="mt-1 text-sm text-white/80">
              <FormattedMessage id={`orders.cooperation.${id}.detail`} />
            </p>
          </li>
        ))}
      </ul>
      <div className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm">
        <Link to={href('/about')} className="rounded-full bg-white px-5 py-2 font-semibold text-slate-900 hover:bg-brand-50">
          <FormattedMessage id="orders.cooperation.contact" />
        </Link>
        <span className="text-white/80">
          <FormattedMessage id="orders.cooperation.hours" />
        </span>
      </div>
    </section>
  );
}
