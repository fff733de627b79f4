import { Eye, Globe, Heart, Star } from 'lucide-react';
import { FormattedMessage } from '~/i18n/intl';
import { Link } from 'react-router';
import { useLocalizedHref } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';
import { abbreviateNumber } from '~/lib/format';
import type { TProductCardView } from '../catalogue.schema';
import { CompareToggle } from './compare-tray';

const AVATAR_COLOURS = ['bg-indigo-500', 'bg-sky-500', 'bg-emerald-500', 'bg-amber-500', 'bg-rose-500', 'bg-violet-500', 'bg-teal-500'];

/** The product's stored logo (docs/decisions/028), else its initial on a colour of its own. */
export function ProductAvatar({ name, id, logo, size = 'size-11' }: { name: string; id: number; logo?: string | null; size?: string }) {
  const initial = Array.from(name.trim())[0]?.toUpperCase() ?? '?';
  // Decorative: the name stands beside it. width/height reserve its box, so the card does not move when it loads.
  if (logo) return <img src={logo} alt="" width={44} height={44} loading="lazy" data-testid="product-logo" className={`${size} shrink-0 rounded-xl bg-white`} />;
  return (
    <span aria-hidden="true" className={`${size} ${AVATAR_COLOURS[id % AVATAR_COLOURS.length]} flex shrink-0 items-center justify-center rounded-xl text-lg font-semibold text-white`}>
      {initial}
    </span>
  );
}

export function ProductCard({ product }: { product: TProductCardView }) {
  const href = useLocalizedHref();
  const t = useT();
  return (
    <article className="group relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-4 transition hover:-translate-y-0.5 hover:border-brand-500 hover:shadow-lg hover:shadow-brand-500/5 dark:border-slate-800 dark:bg-slate-900" data-testid="product-card">
      <div className="flex items-start gap-3">
        <ProductAvatar name={product.name} id={product.id} logo={product.logo} />
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-semibold text-slate-900 dark:text-white">
            <Link to={href(`/details/${product.slug}`)} className="after:absolute after:inset-0">
              {product.name}
            </Link>
          </h3>
          <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">
            {product.category.name} · <FormattedMessage id={`catalogue.pricing.${product.pricing}`} />
          </p>
        </div>
      </div>
      <p className="mt-3 line-clamp-2 flex-1 text-sm leading-relaxed text-slate-600 dark:text-slate-300">{product.tagline}</p>
      <div className="mt-3 flex items-center gap-4 text-xs text-slate-500 dark:text-slate-400">
        <span className="inline-flex items-center gap-1">
          <Heart aria-hidden="true" className="size-3.5" />
          {abbreviateNumber(product.likes)}
        </span>
        {product.monthlyVisits !== null ? (
          // Monthly visits to the product's own site: a traffic figure, not this site's page views.
          <span className="inline-flex items-center gap-1" data-testid="card-visits">
            <Globe aria-hidden="true" className="size-3.5" />
            <span className="sr-only">
              <FormattedMessage id="card.monthlyVisits" />
            </span>
            {abbreviateNumber(product.monthlyVisits)}
            {product.visitsSample ? (
              <abbr title={t('card.sampleVisits')} className="-ml-0.5 text-amber-600 no-underline dark:text-amber-400" data-testid="card-visits-sample">
                *
              </abbr>
            ) : null}
          </span>
        ) : (
          <span className="inline-flex items-center gap-1">
            <Eye aria-hidden="true" className="size-3.5" />
            <span className="sr-only">
              <FormattedMessage id="card.views" />
            </span>
            {abbreviateNumber(product.views)}
          </span>
        )}
        {product.stars !== null ? (
          <span className="inline-flex items-center gap-1" title={`${product.stars}`}>
            <Star aria-hidden="true" className="size-3.5 text-amber-500" />
            <span className="sr-only">
              <FormattedMessage id="details.stars" />
            </span>
            {abbreviateNumber(product.stars)}
          </span>
        ) : null}
        <span className="ml-auto" />
        <CompareToggle pick={{ slug: product.slug, name: product.name }} />
        {product.type === 'open_source' ? (
          <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-emerald-700 dark:bg-emerald-500/10 dark:text-emerald-300">
            <FormattedMessage id="catalogue.type.open_source" />
          </span>
        ) : null}
      </div>
    </article>
  );
}

export function ProductGrid({ products }: { products: TProductCardView[] }) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
