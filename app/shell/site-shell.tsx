import { lazy, Suspense } from 'react';
import { useMatches } from 'react-router';
import { catalogueFor } from '~/i18n/catalogue';
import { t } from '~/i18n/meta';
import { getLanguage, localizePath } from '~/i18n/locales';
import { useRootData } from '~/i18n/use-lang';
import { CompareTray } from '~/features/catalogue/components/compare-tray';
import { ToastHost } from '~/ui/toast';
import { AuthProvider, useAuth } from './auth/auth-state';
import { BackToTop } from './back-to-top';
import type { RouteHandle } from './color-mode';
import { GeoFooterBand, SiteFooter } from './footer';
import { SiteHeader } from './header';
import { JsonLd } from './json-ld';
import { LoadingBar } from './loading-bar';
import { RouteGuard } from './route-guard';
import { VersionWatch } from './version-watch';

/** The site's frame around every page: header, footer, toasts, the sign-in dialogs and the site's JSON-LD. */
// Dialogs few visitors open load with their first use, not with every page.
const LoginOverlay = lazy(() => import('./auth/login-overlay').then((m) => ({ default: m.LoginOverlay })));
const PointsNotice = lazy(() => import('./auth/points-notice').then((m) => ({ default: m.PointsNotice })));

function AuthDialogs() {
  const { user, loginShow } = useAuth();
  return (
    <Suspense fallback={null}>
      {loginShow ? <LoginOverlay /> : null}
      {user ? <PointsNotice /> : null}
    </Suspense>
  );
}

function useLayoutKind(): NonNullable<RouteHandle['layout']> {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as RouteHandle | undefined;
  return handle?.layout ?? 'default';
}

export function Shell({ children }: { children: React.ReactNode }) {
  return (
    <AuthProvider>
      <ShellLayout>{children}</ShellLayout>
    </AuthProvider>
  );
}

function ShellLayout({ children }: { children: React.ReactNode }) {
  const root = useRootData();
  const layout = useLayoutKind();
  const chrome = (
    <>
      <ToastHost position="top-center" duration={3000} offset={16} richColors closeButton />
      <RouteGuard />
      <VersionWatch />
    </>
  );
  if (layout === 'none') {
    return (
      <>
        {children}
        {chrome}
      </>
    );
  }
  const config = root?.config;
  return (
    <>
      <LoadingBar />
      {/* The footer sits at the bottom of the window on pages shorter than it. */}
      <div className="flex min-h-screen flex-col">
        <SiteHeader menu={root?.menu ?? []} transparent={layout === 'home'} />
        <div id="main" className="flex-1">
          {children}
        </div>
        {layout === 'geofooter' ? <GeoFooterBand /> : null}
        <SiteFooter />
      </div>
      <BackToTop />
      <CompareTray />
      {chrome}
      <AuthDialogs />
      {config ? (
        <JsonLd
          data={{
            '@context': 'https://schema.org',
            '@type': 'WebSite',
            name: t(catalogueFor(root!.lang) ?? EMPTY_CATALOGUE, 'site.name'),
            url: `${config.appUrl}${localizePath('/', root!.lang, config.defaultLang)}`,
            inLanguage: getLanguage(root!.lang).hreflang,
            potentialAction: {
              '@type': 'SearchAction',
              target: `${config.appUrl}${localizePath('/discover', root!.lang, config.defaultLang)}/{search_term_string}`,
              'query-input': 'required name=search_term_string',
            },
          }}
        />
      ) : null}
    </>
  );
}

const EMPTY_CATALOGUE = {};
