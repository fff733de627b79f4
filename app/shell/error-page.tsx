import { FormattedMessage } from '~/i18n/intl';
import { useLang } from '~/i18n/use-lang';
import { localizePath } from '~/i18n/locales';

/** SPEC §8: 404 "Page Not Found" with 抱歉，您访问的页面不存在 and a back-home button. */
export function NotFoundPage() {
  const lang = useLang();
  return (
    <main className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center gap-4 px-6 text-center">
      <p className="text-7xl font-bold tracking-tight text-brand-600">404</p>
      <h1 className="text-2xl font-semibold">
        <FormattedMessage id="error.notFoundTitle" />
      </h1>
      <p className="text-slate-600 dark:text-slate-400">
        <FormattedMessage id="error.notFoundText" />
      </p>
      <a
        href={localizePath('/', lang)}
        className="rounded-lg bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        <FormattedMessage id="error.backHome" />
      </a>
    </main>
  );
}

/** SPEC §8: error page with status code and message; fallback title when there is no message. */
export function ErrorPage({ status, message }: { status: number; message?: string }) {
  if (status === 404) return <NotFoundPage />;
  return (
    <main className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center gap-4 px-6 text-center">
      <p className="text-6xl font-bold text-brand-600">{status}</p>
      <h1 className="text-2xl font-semibold">{message ? message : <FormattedMessage id="error.fallbackTitle" />}</h1>
      <p className="text-slate-600 dark:text-slate-400">
        <FormattedMessage id="error.tip" />
      </p>
      <a href="/" className="rounded-lg bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700">
        <FormattedMessage id="error.backHome" />
      </a>
    </main>
  );
}
