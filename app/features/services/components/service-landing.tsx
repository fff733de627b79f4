// /services/{kind}: one AI service's landing (docs/decisions/034) — what is offered, how an engagement goes, sample
// cases (labelled as such), questions (with FAQPage JSON-LD) and the consultation form that feeds the staff's lead
// list, beside the customer-service hours. All text is in the message catalogues.
import { ArrowRight, ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import { FormattedMessage } from '~/i18n/intl';
import { useConfig, useLocalizedHref } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';
import { JsonLd } from '~/shell/json-ld';
import { Breadcrumb } from '~/shell/breadcrumb';
import { LeadForm } from '~/features/leads/components/lead-form';
import type { TServiceHours } from '../service-hours';
import { SERVICE_CASES, SERVICE_FAQ, SERVICE_FORM_ANCHOR, SERVICE_OFFERS, SERVICE_STEPS, type TServiceKind } from '../services.constants';
import { ServiceHoursNote } from './service-hours-note';

const SECTION = 'mx-auto max-w-6xl px-4 sm:px-6';
const H2 = 'text-2xl font-bold tracking-tight sm:text-3xl';
const CARD = 'rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900';

function Hero({ kind }: { kind: TServiceKind }) {
  const t = useT();
  const href = useLocalizedHref();
  return (
    <section className="relative overflow-hidden border-b border-slate-200 bg-gradient-to-b from-brand-50 via-white to-white dark:border-slate-800 dark:from-brand-600/10 dark:via-slate-950 dark:to-slate-950">
      <div aria-hidden="true" className="pointer-events-none absolute -right-24 -top-24 size-96 rounded-full bg-indigo-300/30 blur-3xl dark:bg-indigo-500/10" />
      <div className={`${SECTION} relative py-8 sm:py-12`}>
        <Breadcrumb items={[{ label: t('services.breadcrumb'), to: '/services' }, { label: t(`leads.kind.${kind}`) }]} />
        <p className="mt-8 inline-flex items-center rounded-full border border-brand-100 bg-white/80 px-3 py-1 text-xs font-semibold text-brand-700 dark:border-brand-500/30 dark:bg-slate-900/60 dark:text-brand-100">
          <FormattedMessage id={`leads.kind.${kind}`} />
        </p>
        <h1 className="mt-5 max-w-3xl text-3xl font-bold leading-tight tracking-tight text-balance sm:text-5xl">
          <FormattedMessage id={`services.${kind}.title`} />
        </h1>
        <p className="mt-5 max-w-2xl text-base leading-relaxed text-slate-600 sm:text-lg dark:text-slate-300">
          <FormattedMessage id={`services.${kind}.lead`} />
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <a href={`#${SERVICE_FORM_ANCHOR}`} className="inline-flex items-center gap-2 rounded-full bg-brand-600 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-700" data-testid="service-hero-consult">
            <FormattedMessage id="services.hero.consult" />
            <ArrowRight aria-hidden="true" className="size-4" />
          </a>
          <Link to={href('/services')} className="inline-flex items-center gap-2 rounded-full border border-slate-300 bg-white px-6 py-3 font-semibold hover:border-brand-500 hover:text-brand-700 dark:border-slate-600 dark:bg-slate-900 dark:hover:text-brand-100">
            <FormattedMessage id="services.hero.all" />
          </Link>
        </div>
      </div>
    </section>
  );
}

function Offers({ kind }: { kind: TServiceKind }) {
  return (
    <section aria-labelledby="service-offers" className={SECTION}>
      <h2 id="service-offers" className={H2}>
        <FormattedMessage id="services.section.offers" />
      </h2>
      <div className="mt-6 grid gap-4 md:grid-cols-2" data-testid="service-offers">
        {SERVICE_OFFERS.map((n) => (
          <article key={n} className={CARD}>
            <h3 className="text-lg font-semibold">
              <FormattedMessage id={`services.${kind}.offer.${n}.title`} />
            </h3>
            <p className="mt-2 text-sm leading-relaxed text-slate-600 dark:text-slate-400">
              <FormattedMessage id={`services.${kind}.offer.${n}.text`} />
            </p>
          </article>
        ))}
      </div>
    </section>
  );
}

function Steps({ kind }: { kind: TServiceKind }) {
  return (
    <section aria-labelledby="service-steps" className={SECTION}>
      <h2 id="service-steps" className={H2}>
        <FormattedMessage id="services.section.steps" />
      </h2>
      <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="service-steps">
        {SERVICE_STEPS.map((n) => (
          <li key={n} className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
            <span className="flex size-8 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white">{n}</span>
            <h3 className="mt-3 font-semibold">
              <FormattedMessage id={`services.${kind}.step.${n}.title`} />
            </h3>
            <p className="mt-1.5 text-sm leading-relaxed text-slate-600 dark:text-slate-400">
              <FormattedMessage id={`services.${kind}.step.${n}.text`} />
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}

function Cases({ kind }: { kind: TServiceKind }) {
  return (
    <section aria-labelledby="service-cases" className={SECTION}>
      <h2 id="service-cases" className={H2}>
        <FormattedMessage id="services.section.cases" />
      </h2>
      <p className="mt-2 text-sm text-slate-500 dark:text-slate-400" data-testid="service-cases-note">
        <FormattedMessage id="services.section.casesNote" />
      </p>
      <div className="mt-6 grid gap-4 md:grid-cols-2" data-testid="service-cases">
        {SERVICE_CASES.map((n) => (
          <article key={n} className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-6 dark:border-slate-700 dark:bg-slate-900/60">
            <p className="w-fit rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-500/15 dark:text-amber-200">
              <FormattedMessage id="services.case.sample" />
            </p>
            <h3 className="mt-3 text-lg font-semibold">
              <FormattedMessage id={`services.${kind}.case.${n}.title`} />
            </h3>
            <p className="mt-2 text-sm leading-relaxed text-slate-600 dark:text-slate-400">
              <FormattedMessage id={`services.${kind}.case.${n}.text`} />
            </p>
          </article>
        ))}
      </div>
    </section>
  );
}

function Faq({ kind }: { kind: TServiceKind }) {
  const t = useT();
  return (
    <section aria-labelledby="service-faq" className={SECTION}>
      <h2 id="service-faq" className={H2}>
        <FormattedMessage id="services.section.faq" />
      </h2>
      <div className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900" data-testid="service-faq">
        {SERVICE_FAQ.map((n) => (
          <details key={n} className="group px-5 py-4 sm:px-6">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-medium [&::-webkit-details-marker]:hidden">
              {t(`services.${kind}.faq.${n}.q`)}
              <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-slate-400 transition group-open:rotate-180" />
            </summary>
            <p className="mt-3 text-sm leading-relaxed text-slate-600 dark:text-slate-400">
              <FormattedMessage id={`services.${kind}.faq.${n}.a`} />
            </p>
          </details>
        ))}
      </div>
    </section>
  );
}

function Consult({ kind, hours }: { kind: TServiceKind; hours: TServiceHours }) {
  return (
    <section id={SERVICE_FORM_ANCHOR} aria-labelledby="service-consult" className={`${SECTION} scroll-mt-24`}>
      <div className="grid gap-8 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-10 lg:grid-cols-[1fr_1.6fr] dark:border-slate-800 dark:bg-slate-900">
        <div>
          <h2 id="service-consult" className={H2}>
            <FormattedMessage id="services.consult.title" />
          </h2>
          <p className="mt-3 leading-relaxed text-slate-600 dark:text-slate-400">
            <FormattedMessage id="services.consult.text" />
          </p>
          <ServiceHoursNote hours={hours} />
        </div>
        <LeadForm kind={kind} placeholderId={`services.${kind}.placeholder`} />
      </div>
    </section>
  );
}

/** schema.org Service (provided by the site) and FAQPage of the questions the page shows, in its language. */
function StructuredData({ kind }: { kind: TServiceKind }) {
  const t = useT();
  const config = useConfig();
  const href = useLocalizedHref();
  if (!config) return null;
  const url = `${config.appUrl}${href(`/services/${kind}`)}`;
  return (
    <>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Service',
          name: t(`leads.kind.${kind}`),
          serviceType: t(`leads.kind.${kind}`),
          description: t(`services.${kind}.lead`),
          url,
          provider: { '@type': 'Organization', name: t('site.name'), url: `${config.appUrl}${href('/')}` },
          hoursAvailable: {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
            opens: '08:30',
            closes: '18:00',
          },
        }}
      />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          url,
          mainEntity: SERVICE_FAQ.map((n) => ({
            '@type': 'Question',
            name: t(`services.${kind}.faq.${n}.q`),
            acceptedAnswer: { '@type': 'Answer', text: t(`services.${kind}.faq.${n}.a`) },
          })),
        }}
      />
    </>
  );
}

export function ServiceLanding({ kind, hours }: { kind: TServiceKind; hours: TServiceHours }) {
  return (
    <main data-testid={`service-${kind}`}>
      <Hero kind={kind} />
      <div className="space-y-16 pt-14 pb-16 sm:space-y-20 sm:pt-16">
        <Offers kind={kind} />
        <Steps kind={kind} />
        <Cases kind={kind} />
        <Faq kind={kind} />
        <Consult kind={kind} hours={hours} />
      </div>
      <StructuredData kind={kind} />
    </main>
  );
}
