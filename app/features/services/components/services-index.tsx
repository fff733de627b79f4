// /services: the AI services at a glance (docs/decisions/034) — a card for each landing, and GEO optimisation,
// which keeps its own page at /geo. All text is in the message catalogues.
import { ArrowRight, Boxes, Brain, Compass, Cpu, Radar, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { FormattedMessage } from '~/i18n/intl';
import { useLocalizedHref } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';
import { Breadcrumb } from '~/shell/breadcrumb';
import type { TServiceHours } from '../service-hours';
import { SERVICE_KINDS, type TServiceKind } from '../services.constants';
import { ServiceHoursNote } from './service-hours-note';

const SECTION = 'mx-auto max-w-6xl px-4 sm:px-6';
const H2 = 'text-2xl font-bold tracking-tight sm:text-3xl';
const ICONS: Record<TServiceKind, typeof Brain> = { training: Brain, labeling: Boxes, agent: Sparkles, consulting: Compass, hardware: Cpu };
const CARD = 'group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 transition hover:border-brand-500 hover:shadow-md dark:border-slate-800 dark:bg-slate-900';

function Card({ to, title, text, icon: Icon, testId }: { to: string; title: string; text: string; icon: typeof Brain; testId: string }) {
  return (
    <li>
      <Link to={to} className={CARD} data-testid={testId}>
        <span className="flex size-11 items-center justify-center rounded-xl bg-brand-600/10 text-brand-600 dark:text-brand-100">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <span className="mt-4 text-lg font-semibold group-hover:text-brand-700 dark:group-hover:text-brand-100">{title}</span>
        <span className="mt-2 flex-1 text-sm leading-relaxed text-slate-600 dark:text-slate-400">{text}</span>
        <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-600 dark:text-brand-100">
          <FormattedMessage id="services.index.more" />
          <ArrowRight aria-hidden="true" className="size-4" />
        </span>
      </Link>
    </li>
  );
}

export function ServicesIndex({ hours }: { hours: TServiceHours }) {
  const t = useT();
  const href = useLocalizedHref();
  return (
    <main>
      <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 via-white to-white dark:border-slate-800 dark:from-brand-600/10 dark:via-slate-950 dark:to-slate-950">
        <div className={`${SECTION} py-8 sm:py-12`}>
          <Breadcrumb items={[{ label: t('services.breadcrumb') }]} />
          <h1 className="mt-8 max-w-3xl text-3xl font-bold leading-tight tracking-tight text-balance sm:text-5xl">
            <FormattedMessage id="services.index.title" />
          </h1>
          <p className="mt-5 max-w-2xl text-base leading-relaxed text-slate-600 sm:text-lg dark:text-slate-300">
            <FormattedMessage id="services.index.lead" />
          </p>
        </div>
      </section>
      <div className="space-y-12 pt-12 pb-16">
        <section aria-labelledby="services-list" className={SECTION}>
          <h2 id="services-list" className="sr-only">
            <FormattedMessage id="services.index.listTitle" />
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="services-list">
            {SERVICE_KINDS.map((kind) => (
              <Card key={kind} to={href(`/services/${kind}`)} title={t(`leads.kind.${kind}`)} text={t(`services.${kind}.short`)} icon={ICONS[kind]} testId={`services-card-${kind}`} />
            ))}
            <Card to={href('/geo')} title={t('leads.kind.geo')} text={t('services.index.geo')} icon={Radar} testId="services-card-geo" />
          </ul>
        </section>
        <section aria-labelledby="services-contact" className={SECTION}>
          <div className="rounded-2xl border border-slate-200 bg-white p-6 sm:p-8 dark:border-slate-800 dark:bg-slate-900">
            <h2 id="services-contact" className={H2}>
              <FormattedMessage id="services.index.contactTitle" />
            </h2>
            <p className="mt-3 max-w-3xl leading-relaxed text-slate-600 dark:text-slate-400">
              <FormattedMessage id="services.index.contactText" />
            </p>
            <ServiceHoursNote hours={hours} />
          </div>
        </section>
      </div>
    </main>
  );
}
