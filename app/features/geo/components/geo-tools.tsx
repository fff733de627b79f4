// /geo/tools: the GEO tools (cards only for tools that exist on this deployment: app/pages.ts decides, so no card
// leads to a 404) and the consulting services, each leading to the consultation form on /geo.
import { Activity, ArrowRight, FileText, Globe2, ScanSearch, Target } from 'lucide-react';
import { Link } from 'react-router';
import { FormattedMessage } from '~/i18n/intl';
import { useLocalizedHref } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';
import { Breadcrumb } from '~/shell/breadcrumb';
import { isSitePage } from '~/shell/live-links';
import { GEO_FORM_ANCHOR, GEO_SERVICES } from '../geo.constants';

const TOOLS = [
  { id: 'check', to: '/tools/geo', Icon: ScanSearch },
  { id: 'tracker', to: '/tools/trackers', Icon: Activity },
] as const;
/** Decided once: the page list is fixed for a build. */
const LIVE_TOOLS = TOOLS.filter((tool) => isSitePage(tool.to));
const SERVICE_ICONS = { optimisation: Target, monitoring: Activity, content: FileText, platforms: Globe2 } as const;

export function GeoTools() {
  const t = useT();
  const href = useLocalizedHref();
  const consult = `${href('/geo')}#${GEO_FORM_ANCHOR}`;
  return (
    <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <Breadcrumb items={[{ label: t('geo.breadcrumb'), to: '/geo' }, { label: t('geo.tools.breadcrumb') }]} />
      <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
        <FormattedMessage id="geo.tools.title" />
      </h1>
      <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-400">
        <FormattedMessage id="geo.tools.intro" />
      </p>

      <section aria-labelledby="geo-tools-list" className="mt-10">
        <h2 id="geo-tools-list" className="text-lg font-semibold">
          <FormattedMessage id="geo.tools.toolsTitle" />
        </h2>
        {LIVE_TOOLS.length ? (
          <ul className="mt-4 grid gap-4 md:grid-cols-2" data-testid="geo-tool-cards">
            {LIVE_TOOLS.map(({ id, to, Icon }) => (
              <li key={id}>
                <Link
                  to={href(to)}
                  className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 transition hover:-translate-y-0.5 hover:border-brand-500 hover:shadow-md dark:border-slate-800 dark:bg-slate-900 dark:hover:border-brand-500"
                  data-testid={`geo-tool-${id}`}
                >
                  <span className="flex size-11 items-center justify-center rounded-xl bg-brand-600/10 text-brand-600 dark:text-brand-100">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <span className="mt-4 text-lg font-semibold">
                    <FormattedMessage id={`geo.tools.${id}.title`} />
                  </span>
                  <span className="mt-2 flex-1 text-sm leading-relaxed text-slate-600 dark:text-slate-400">
                    <FormattedMessage id={`geo.tools.${id}.text`} />
                  </span>
                  <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-600 group-hover:gap-2 dark:text-brand-100">
                    <FormattedMessage id="geo.tools.open" />
                    <ArrowRight aria-hidden="true" className="size-4 transition-all" />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-4 rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-6 text-sm text-slate-600 dark:border-slate-700 dark:bg-slate-900/60 dark:text-slate-400" data-testid="geo-no-tools">
            <FormattedMessage id="geo.tools.noTools" />
          </p>
        )}
      </section>

      <section aria-labelledby="geo-tools-services" className="mt-12">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="geo-tools-services" className="text-lg font-semibold">
            <FormattedMessage id="geo.tools.servicesTitle" />
          </h2>
          <Link to={href('/geo')} className="text-sm font-semibold text-brand-600 hover:underline dark:text-brand-100">
            <FormattedMessage id="geo.tools.learnMore" />
          </Link>
        </div>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="geo-tool-services">
          {GEO_SERVICES.map((id) => {
            const Icon = SERVICE_ICONS[id];
            return (
              <li key={id} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
                <Icon aria-hidden="true" className="size-5 text-brand-600 dark:text-brand-100" />
                <h3 className="mt-3 font-semibold">
                  <FormattedMessage id={`geo.service.${id}.title`} />
                </h3>
                <p className="mt-1.5 flex-1 text-sm leading-relaxed text-slate-600 dark:text-slate-400">
                  <FormattedMessage id={`geo.service.${id}.text`} />
                </p>
                <a href={consult} className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-600 hover:underline dark:text-brand-100">
                  <FormattedMessage id="geo.tools.consult" />
                  <ArrowRight aria-hidden="true" className="size-4" />
                </a>
              </li>
            );
          })}
        </ul>
      </section>
    </main>
  );
}
