// External-link leave warning (SPEC §2.2): no layout; copy or visit; only http(s) targets, shown as text.
import { ExternalLink, ShieldAlert } from 'lucide-react';
import { FormattedMessage } from '~/i18n/intl';
import { Link } from 'react-router';
import { pageMeta } from '~/i18n/meta';
import { useLocalizedHref } from '~/i18n/use-lang';
import { CopyButton } from '~/ui/copy-button';
import { CSRF_COOKIE, readCookie } from '~/lib/cookies';
import type { Route } from './+types/excess-link';

export const handle = { layout: 'none' };

/** The target when it is a well-formed http(s) URL; anything else (javascript:, data:, garbage) is refused. */
export function safeExternalUrl(raw: string | null): string | null {
  if (!raw || raw.length > 2048) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

export function loader({ url }: Route.LoaderArgs) {
  const params = url.searchParams;
  // The product the link leaves from (product pages add it): its outbound visits count for the site ranking.
  const pid = params.get('pid');
  return { target: safeExternalUrl(params.get('url')), productId: pid && /^[1-9]\d{0,8}$/.test(pid) ? Number(pid) : null };
}

/**
 * Tells the server a visitor left for the product's site. `keepalive` lets the request outlive this page, which the
 * visitor is leaving; the CSRF header is sent as every cookie-authenticated write sends it.
 */
function countOutbound(productId: number) {
  const csrf = readCookie(CSRF_COOKIE);
  fetch('/api/rankings/outbound', {
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'application/json', ...(csrf ? { 'X-CSRF-Token': csrf } : {}) },
    body: JSON.stringify({ id: productId }),
  }).catch(() => {});
}

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, 'excessLink.metaTitle', 'excessLink.text'), { name: 'robots', content: 'noindex, nofollow' }];
}

export default function ExcessLink({ loaderData }: Route.ComponentProps) {
  const href = useLocalizedHref();
  const { target, productId } = loaderData;
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 dark:bg-slate-950">
      <div className="w-full max-w-lg rounded-2xl border border-slate-200 bg-white p-8 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <div className="flex items-center gap-3">
          <ShieldAlert aria-hidden="true" className="size-8 shrink-0 text-amber-500" />
          <h1 className="text-xl font-semibold">
            <FormattedMessage id="excessLink.title" />
          </h1>
        </div>
        {target ? (
          <>
            <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
              <FormattedMessage id="excessLink.text" />
            </p>
            <p data-testid="excess-target" className="mt-4 break-all rounded-lg bg-slate-100 px-3 py-2 font-mono text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-200">
              {target}
            </p>
            <div className="mt-6 flex flex-wrap gap-3">
              <a
                href={target}
                rel="noopener noreferrer nofollow"
                onClick={productId ? () => countOutbound(productId) : undefined}
                className="inline-flex items-center gap-2 rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
              >
                <ExternalLink aria-hidden="true" className="size-4" />
                <FormattedMessage id="excessLink.visit" />
              </a>
              <CopyButton
                text={target}
                className="inline-flex items-center gap-2 rounded-full border border-slate-300 px-5 py-2.5 text-sm font-medium hover:border-brand-500 dark:border-slate-600"
              />
            </div>
          </>
        ) : (
          <p role="alert" className="mt-4 text-sm text-red-600 dark:text-red-400">
            <FormattedMessage id="excessLink.invalid" />
          </p>
        )}
        <Link to={href('/')} className="mt-6 inline-block text-sm text-slate-500 hover:text-brand-600 dark:text-slate-400">
          <FormattedMessage id="error.backHome" />
        </Link>
      </div>
    </main>
  );
}
