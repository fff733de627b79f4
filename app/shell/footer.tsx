import { FormattedMessage } from '~/i18n/intl';
import { Link } from 'react-router';
import { GEO_FORM_ANCHOR } from '~/features/geo/geo-anchor';
import { useLocalizedHref, useRestPath } from '~/i18n/use-lang';
import { Logo } from './logo';

/** The footer's links; each leads to a page of this build (checked by app/shell/live-links.test.ts). */
export const FOOTER_LINKS = [
  { to: '/about', id: 'footer.about' },
  { to: '/submission', id: 'footer.submit' },
  { to: '/geo', id: 'footer.geo.link' },
  { to: '/protocol/agreement', id: 'footer.agreement' },
  { to: '/protocol/privacyPolicy', id: 'footer.privacy' },
] as const;
export const GEO_PAGE = '/geo';

export function SiteFooter() {
  const href = useLocalizedHref();
  return (
    <footer className="mt-20 border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/40">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-[1.5fr_1fr]">
        <div>
          <Logo />
          <p className="mt-3 max-w-md text-sm text-slate-600 dark:text-slate-400">
            <FormattedMessage id="site.description" />
          </p>
          <p className="mt-3 text-xs text-slate-500 dark:text-slate-400">
            <FormattedMessage id="footer.serviceHours" />
          </p>
        </div>
        <nav aria-labelledby="footer-links-title">
          <h2 id="footer-links-title" className="text-sm font-semibold">
            <FormattedMessage id="footer.linksTitle" />
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-2 text-sm">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={href(link.to)}
                  className="text-slate-600 hover:text-brand-600 dark:text-slate-400 dark:hover:text-brand-100"
                >
                  <FormattedMessage id={link.id} />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-200 py-4 text-center text-xs text-slate-500 dark:border-slate-800 dark:text-slate-400">
        <FormattedMessage id="footer.copyright" values={{ year: new Date().getFullYear() }} />
      </div>
    </footer>
  );
}

/** The geofooter layout's extra band: GEO services call to action (SPEC §2.1); on /geo itself it leads to the form. */
export function GeoFooterBand() {
  const href = useLocalizedHref();
  const onGeoPage = useRestPath() === GEO_PAGE;
  return (
    <section className="mx-auto mt-16 max-w-7xl px-4 sm:px-6">
      <div className="flex flex-col items-start justify-between gap-4 rounded-2xl bg-gradient-to-r from-brand-600 to-indigo-500 p-8 text-white md:flex-row md:items-center">
        <div>
          <h2 className="text-xl font-semibold">
            <FormattedMessage id="footer.geo.title" />
          </h2>
          <p className="mt-1 text-sm text-white/85">
            <FormattedMessage id="footer.geo.text" />
          </p>
        </div>
        {onGeoPage ? (
          <a
            href={`#${GEO_FORM_ANCHOR}`}
            className="shrink-0 rounded-full bg-white px-5 py-2.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            data-testid="geo-band-cta"
          >
            <FormattedMessage id="footer.geo.ctaForm" />
          </a>
        ) : (
          <Link
            to={href(GEO_PAGE)}
            className="shrink-0 rounded-full bg-white px-5 py-2.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            data-testid="geo-band-cta"
          >
            <FormattedMessage id="footer.geo.cta" />
          </Link>
        )}
      </div>
    </section>
  );
}
