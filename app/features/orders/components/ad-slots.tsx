// Paid ads in their positions (SPEC §9): each marked 广告 / Ad, linking through /api/ads/{id}/click (counted, then
// on to the product's page), and counted as seen once per page view when at least half of it is on screen —
// impressions of the whole page go in one batched call. No ad, no box.
import clsx from 'clsx';
import { ArrowUpRight } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { FormattedMessage } from '~/i18n/intl';
import { useConfig, useLang } from '~/i18n/use-lang';
import { langTypeFor, useApi } from '~/lib/api-client';
import { ProductAvatar } from '~/features/catalogue/components/product-card';
import type { TAdView } from '../orders.pages.server';

export function AdMark({ className }: { className?: string }) {
  return (
    <span className={clsx('rounded bg-slate-900/75 px-1.5 py-0.5 text-[0.6875rem] font-semibold leading-none text-white dark:bg-white/85 dark:text-slate-900', className)} data-testid="ad-mark">
      <FormattedMessage id="ads.mark" />
    </span>
  );
}

/** Ids seen on screen, sent together a moment later (one call for all the slots of a page). */
let waiting: number[] = [];
let flushTimer: ReturnType<typeof setTimeout> | undefined;
const FLUSH_MS = 800;

function useImpressions(ads: TAdView[]) {
  const api = useApi();
  const list = useRef<HTMLUListElement>(null);
  const ids = ads.map((ad) => ad.id).join(',');
  useEffect(() => {
    const root = list.current;
    if (!root || !ids || typeof IntersectionObserver === 'undefined') return;
    const seen = new Set<number>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const id = Number((entry.target as HTMLElement).dataset.adId);
          if (!entry.isIntersecting || !id || seen.has(id)) continue;
          seen.add(id);
          observer.unobserve(entry.target);
          waiting.push(id);
          clearTimeout(flushTimer);
          flushTimer = setTimeout(() => {
            const impressions = [...new Set(waiting)].slice(0, 24);
            waiting = [];
            void api.post('/api/ads/impressions', { impressions }).catch(() => {});
          }, FLUSH_MS);
        }
      },
      { threshold: 0.5 },
    );
    root.querySelectorAll('[data-ad-id]').forEach((element) => observer.observe(element));
    return () => observer.disconnect();
  }, [api, ids]);
  return list;
}

function useClickHref() {
  const lang = useLang();
  const isCN = useConfig()?.isCN ?? false;
  return (ad: TAdView) => `/api/ads/${ad.id}/click?langType=${langTypeFor(lang, isCN)}`;
}

/** Home banner: wide tiles under the search. */
export function BannerAds({ ads }: { ads: TAdView[] }) {
  const list = useImpressions(ads);
  const clickHref = useClickHref();
  if (!ads.length) return null;
  return (
    <section className="mx-auto mt-10 max-w-7xl px-4 sm:px-6" data-testid="ads-home_banner">
      <ul ref={list} className={clsx('grid gap-3', ads.length > 1 && 'md:grid-cols-2', ads.length > 2 && 'lg:grid-cols-3')}>
        {ads.map((ad) => (
          <li key={ad.id} data-ad-id={ad.id}>
            <a
              href={clickHref(ad)}
              rel="sponsored"
              className="group relative flex items-center gap-4 overflow-hidden rounded-2xl bg-gradient-to-r from-brand-600 to-indigo-500 p-5 text-white shadow-sm hover:shadow-lg hover:shadow-brand-500/20"
              data-testid="ad"
              data-product={ad.slug}
            >
              <ProductAvatar name={ad.name} id={ad.id} size="size-12 ring-2 ring-white/40" />
              <span className="min-w-0 flex-1">
                <span className="block truncate text-lg font-bold">{ad.name}</span>
                <span className="line-clamp-2 text-sm text-white/85">{ad.tagline}</span>
              </span>
              <ArrowUpRight aria-hidden="true" className="size-5 shrink-0 transition group-hover:translate-x-0.5 group-hover:-translate-y-0.5" />
              <AdMark className="absolute right-2.5 top-2.5 bg-slate-950/45 dark:bg-slate-950/45 dark:text-white" />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Recommendation cards (other home recommendations, product library home): the look of a product card, marked. */
export function SponsoredCards({ ads, testId }: { ads: TAdView[]; testId: string }) {
  const list = useImpressions(ads);
  const clickHref = useClickHref();
  if (!ads.length) return null;
  return (
    <ul ref={list} className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" data-testid={testId}>
      {ads.map((ad) => (
        <li key={ad.id} data-ad-id={ad.id}>
          <a
            href={clickHref(ad)}
            rel="sponsored"
            className="relative flex h-full flex-col rounded-2xl border border-amber-200 bg-amber-50/40 p-4 transition hover:-translate-y-0.5 hover:border-brand-500 hover:shadow-lg hover:shadow-brand-500/5 dark:border-amber-500/30 dark:bg-amber-500/5"
            data-testid="ad"
            data-product={ad.slug}
          >
            <span className="flex items-start gap-3 pr-10">
              <ProductAvatar name={ad.name} id={ad.id} />
              <span className="min-w-0 truncate pt-2.5 font-semibold text-slate-900 dark:text-white">{ad.name}</span>
            </span>
            <span className="mt-3 line-clamp-2 text-sm leading-relaxed text-slate-600 dark:text-slate-300">{ad.tagline}</span>
            <AdMark className="absolute right-3 top-3" />
          </a>
        </li>
      ))}
    </ul>
  );
}
