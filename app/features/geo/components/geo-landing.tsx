// The /geo service page's sections (SPEC §2.2 "GEO service landing page with a consultation form"): what GEO is,
// why it matters, the services, the platforms covered, how an engagement works, questions (with FAQPage JSON-LD)
// and the consultation form. All text is in the message catalogues; nothing here claims customers or numbers.
import { Activity, ArrowRight, ChevronDown, FileText, Globe2, Radar, Target } from 'lucide-react';
import { Link } from 'react-router';
import { FormattedMessage } from '~/i18n/intl';
import { useConfig, useLocalizedHref } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';
import { JsonLd } from '~/shell/json-ld';
import { Breadcrumb } from '~/shell/breadcrumb';
import { GEO_FAQ, GEO_FORM_ANCHOR, GEO_PLATFORMS, GEO_SERVICES, GEO_STEPS } from '../geo.constants';
import { LeadForm } from '~/features/leads/components/lead-form';

const SERVICE_ICONS = { optimisation: Target, monitoring: Activity, content: FileText, platforms: Globe2 } as const;
const SECTION = 'mx-auto max-w-6xl px-4 sm:px-6';
const H2 = 'text-2xl font-bold tracking-tight sm:text-3xl';

function GeoHero() {
  const t = useT();
  const href = useLocalizedHref();
  return (
    <section className="relative overflow-hidden border-b border-slate-200 bg-gradient-to-b from-brand-50 via-white to-white dark:border-slate-800 dark:from-brand-600/10 dark:via-slate-950 dark:to-slate-950">
      <div aria-hidden="true" className="pointer-events-none absolute -right-24 -top-24 size-96 rounded-full bg-indigo-300/30 blur-3xl dark:bg-indigo-500/10" />
      <div className={`${SECTION} relative py-8 sm:py-12`}>
        <Breadcrumb items={[{ label: t('geo.breadcrumb') }]} />
        <div className="lg:grid lg:grid-cols-[1.35fr_1fr] lg:items-center lg:gap-12">
          <div>
            <p className="mt-8 inline-flex items-center gap-2 rounded-full border border-brand-100 bg-white/80 px-3 py-1 text-xs font-semibold text-brand-700 dark:border-brand-500/30 dark:bg-slate-900/60 dark:text-brand-100">
              <Radar aria-hidden="true" className="size-3.5" />
              <FormattedMessage id="geo.hero.eyebrow" />
            </p>
            <h1 className="mt-5 max-w-3xl text-3xl font-bold leading-tight tracking-tight text-balance sm:text-5xl">
              <FormattedMessage id="geo.hero.title" />
            </h1>
            <p className="mt-5 max-w-2xl text-base leading-relaxed text-slate-600 sm:text-lg dark:text-slate-300">
              <FormattedMessage id="geo.hero.text" />
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <a href={`#${GEO_FORM_ANCHOR}`} className="inline-flex items-center gap-2 rounded-full bg-brand-600 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-700" data-testid="geo-hero-consult">
                <FormattedMessage id="geo.hero.consult" />
                <ArrowRight aria-hidden="true" className="size-4" />
              </a>
              <Link to={href('/geo/tools')} className="inline-flex items-center gap-2 rounded-full border border-slate-300 bg-white px-6 py-3 font-semibold hover:border-brand-500 hover:text-brand-700 dark:border-slate-600 dark:bg-slate-900 dark:hover:text-brand-100">
                <FormattedMessage id="geo.hero.tools" />
              </Link>
            </div>
            <ul className="mt-10 mb-4 flex flex-wrap gap-2" aria-label={t('geo.platforms.title')}>
              {GEO_PLATFORMS.slice(0, 6).map((name) => (
                <li key={name} className="rounded-full bg-white px-3 py-1 text-sm text-slate-600 ring-1 ring-slate-200 dark:bg-slate-900 dark:text-slate-300 dark:ring-slate-700">
                  {name}
                </li>
              ))}
            </ul>
          </div>
          <AnswerIllustration />
        </div>
      </div>
    </section>
  );
}

/** What GEO is about, drawn: a question to an AI and an answer that names "your brand" (no real brand or figure). */
function AnswerIllustration() {
  return (
    <figure aria-hidden="true" className="mt-8 hidden rounded-2xl border border-slate-200 bg-white/90 p-5 shadow-xl shadow-brand-600/5 backdrop-blur lg:mt-0 lg:block dark:border-slate-700 dark:bg-slate-900/80">
      <figcaption className="text-xs font-medium uppercase tracking-wide text-slate-400">
        <FormattedMessage id="geo.hero.demo.label" />
      </figcaption>
      <p className="ml-auto mt-4 w-fit max-w-[85%] rounded-2xl rounded-br-sm bg-brand-600 px-4 py-2 text-sm text-white">
        <FormattedMessage id="geo.hero.demo.question" />
      </p>
      <div className="mt-4 flex gap-3">
        <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-300">
          <Radar className="size-4" />
        </span>
        <div className="min-w-0 flex-1 space-y-2.5 text-sm">
          <p className="text-slate-700 dark:text-slate-200">
            <FormattedMessage id="geo.hero.demo.answer" />
          </p>
          <p className="flex items-center gap-2 rounded-lg bg-brand-50 px-3 py-2 ring-1 ring-brand-100 dark:bg-brand-600/15 dark:ring-brand-500/40">
            <span className="font-semibold text-brand-700 dark:text-brand-100">
              1. <FormattedMessage id="geo.hero.demo.brand" />
            </span>
            <span className="ml-auto rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300">
              <FormattedMessage id="geo.hero.demo.recommended" />
            </span>
          </p>
          {['w-4/5', 'w-2/3', 'w-1/2'].map((width, index) => (
            <p key={width} className="flex items-center gap-2 px-3">
              <span className="text-slate-400">{index + 2}.</span>
              <span className={`h-2.5 rounded-full bg-slate-200 dark:bg-slate-700 ${width}`} />
            </p>
          ))}
        </div>
      </div>
    </figure>
  );
}

function WhatIsGeo() {
  return (
    <section aria-labelledby="geo-what" className={`${SECTION} grid gap-10 lg:grid-cols-[1.2fr_1fr] lg:items-start`}>
      <div>
        <h2 id="geo-what" className={H2}>
          <FormattedMessage id="geo.what.title" />
        </h2>
        <p className="mt-4 leading-relaxed text-slate-700 dark:text-slate-300">
          <FormattedMessage id="geo.what.p1" />
        </p>
        <p className="mt-3 leading-relaxed text-slate-700 dark:text-slate-300">
          <FormattedMessage id="geo.what.p2" />
        </p>
      </div>
      <div className="grid gap-3">
        {(['seo', 'geo'] as const).map((kind) => (
          <div
            key={kind}
            className={
              kind === 'geo'
                ? 'rounded-2xl border border-brand-100 bg-brand-50 p-5 dark:border-brand-500/30 dark:bg-brand-600/10'
                : 'rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900'
            }
          >
            <h3 className={kind === 'geo' ? 'font-semibold text-brand-700 dark:text-brand-100' : 'font-semibold'}>
              <FormattedMessage id={`geo.compare.${kind}.title`} />
            </h3>
            <p className="mt-1.5 text-sm leading-relaxed text-slate-600 dark:text-slate-400">
              <FormattedMessage id={`geo.compare.${kind}.text`} />
            </p>
          </div>
        ))}
      </div>
    </section>
  );
}

function WhyGeo() {
  return (
    <section aria-labelledby="geo-why" className={SECTION}>
      <h2 id="geo-why" className={H2}>
        <FormattedMessage id="geo.why.title" />
      </h2>
      <ol className="mt-6 grid gap-4 md:grid-cols-3">
        {[1, 2, 3].map((n) => (
          <li key={n} className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
            <span className="text-sm font-bold text-brand-600 dark:text-brand-100">0{n}</span>
            <h3 className="mt-2 text-lg font-semibold">
              <FormattedMessage id={`geo.why.${n}.title`} />
            </h3>
            <p className="mt-2 text-sm leading-relaxed text-slate-600 dark:text-slate-400">
              <FormattedMessage id={`geo.why.${n}.text`} />
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}

function Services() {
  return (
    <section aria-labelledby="geo-services" className={SECTION}>
      <h2 id="geo-services" className={H2}>
        <FormattedMessage id="geo.services.title" />
      </h2>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        <FormattedMessage id="geo.services.intro" />
      </p>
      <div className="mt-6 grid gap-4 md:grid-cols-2">
        {GEO_SERVICES.map((id) => {
          const Icon = SERVICE_ICONS[id];
          return (
            <article key={id} className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900" data-testid={`geo-service-${id}`}>
              <span className="flex size-11 items-center justify-center rounded-xl bg-brand-600/10 text-brand-600 dark:text-brand-100">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 text-lg font-semibold">
                <FormattedMessage id={`geo.service.${id}.title`} />
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600 dark:text-slate-400">
                <FormattedMessage id={`geo.service.${id}.text`} />
              </p>
              <ul className="mt-4 space-y-1.5 text-sm text-slate-700 dark:text-slate-300">
                {[1, 2, 3].map((n) => (
                  <li key={n} className="flex gap-2">
                    <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-500" />
                    <FormattedMessage id={`geo.service.${id}.item${n}`} />
                  </li>
                ))}
              </ul>
            </article>
          );
        })}
      </div>
    </section>
  );
}

function Platforms() {
  return (
    <section aria-labelledby="geo-platforms" className={SECTION}>
      <div className="rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8 dark:border-slate-800 dark:bg-slate-900/60">
        <h2 id="geo-platforms" className="text-xl font-bold tracking-tight">
          <FormattedMessage id="geo.platforms.title" />
        </h2>
        <ul className="mt-4 flex flex-wrap gap-2" data-testid="geo-platforms">
          {GEO_PLATFORMS.map((name) => (
            <li key={name} className="rounded-lg bg-white px-3.5 py-2 text-sm font-medium ring-1 ring-slate-200 dark:bg-slate-950 dark:ring-slate-700">
              {name}
            </li>
          ))}
        </ul>
        <p className="mt-4 text-xs text-slate-500 dark:text-slate-400">
          <FormattedMessage id="geo.platforms.note" />
        </p>
      </div>
    </section>
  );
}

function Steps() {
  return (
    <section aria-labelledby="geo-steps" className={SECTION}>
      <h2 id="geo-steps" className={H2}>
        <FormattedMessage id="geo.steps.title" />
      </h2>
      <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5" data-testid="geo-steps">
        {GEO_STEPS.map((n) => (
          <li key={n} className="relative rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
            <span className="flex size-8 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white">{n}</span>
            <h3 className="mt-3 font-semibold">
              <FormattedMessage id={`geo.step.${n}.title`} />
            </h3>
            <p className="mt-1.5 text-sm leading-relaxed text-slate-600 dark:text-slate-400">
              <FormattedMessage id={`geo.step.${n}.text`} />
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}

function Faq() {
  const t = useT();
  const config = useConfig();
  const href = useLocalizedHref();
  return (
    <section aria-labelledby="geo-faq" className={SECTION}>
      <h2 id="geo-faq" className={H2}>
        <FormattedMessage id="geo.faq.title" />
      </h2>
      <div className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900" data-testid="geo-faq">
        {GEO_FAQ.map((n) => (
          <details key={n} className="group px-5 py-4 sm:px-6">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-medium [&::-webkit-details-marker]:hidden">
              <FormattedMessage id={`geo.faq.${n}.q`} />
              <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-slate-400 transition group-open:rotate-180" />
            </summary>
            <p className="mt-3 text-sm leading-relaxed text-slate-600 dark:text-slate-400">
              <FormattedMessage id={`geo.faq.${n}.a`} />
            </p>
          </details>
        ))}
      </div>
      {config ? (
        <JsonLd
          data={{
            '@context': 'https://schema.org',
            '@type': 'FAQPage',
            url: `${config.appUrl}${href('/geo')}`,
            mainEntity: GEO_FAQ.map((n) => ({
              '@type': 'Question',
              name: t(`geo.faq.${n}.q`),
              acceptedAnswer: { '@type': 'Answer', text: t(`geo.faq.${n}.a`) },
            })),
          }}
        />
      ) : null}
    </section>
  );
}

function Consult() {
  return (
    <section id={GEO_FORM_ANCHOR} aria-labelledby="geo-consult" className={`${SECTION} scroll-mt-24`}>
      <div className="grid gap-8 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-10 lg:grid-cols-[1fr_1.6fr] dark:border-slate-800 dark:bg-slate-900">
        <div>
          <h2 id="geo-consult" className={H2}>
            <FormattedMessage id="geo.consult.title" />
          </h2>
          <p className="mt-3 leading-relaxed text-slate-600 dark:text-slate-400">
            <FormattedMessage id="geo.consult.text" />
          </p>
          <p className="mt-4 text-sm text-slate-500 dark:text-slate-400">
            <FormattedMessage id="footer.serviceHours" />
          </p>
        </div>
        <LeadForm kind="geo" testIdPrefix="geo" placeholderId="geo.consult.placeholder.requirements" />
      </div>
    </section>
  );
}

export function GeoLanding() {
  return (
    <main>
      <GeoHero />
      <div className="space-y-16 pt-14 sm:space-y-20 sm:pt-16">
        <WhatIsGeo />
        <WhyGeo />
        <Services />
        <Platforms />
        <Steps />
        <Faq />
        <Consult />
      </div>
    </main>
  );
}
