// A compact grid of product cards (alternatives, similar open-source products) linking to their details.
import { Link } from 'react-router';
import { useLocalizedHref } from '~/i18n/use-lang';
import { EmptyState } from '~/ui/states';
import type { TRelatedProduct } from '../catalogue.schema';

/** The product's stored logo (docs/decisions/028), else its initial on the brand colour. */
export function ProductInitial({ name, logo, size = 'md' }: { name: string; logo?: string | null; size?: 'md' | 'lg' }) {
  const initial = Array.from(name.trim())[0]?.toUpperCase() ?? '?';
  const box = size === 'lg' ? 'size-16 text-2xl' : 'size-10 text-base';
  // Decorative: the name stands beside it. The box is fixed, so nothing moves when it arrives.
  if (logo) return <img src={logo} alt="" width={size === 'lg' ? 64 : 40} height={size === 'lg' ? 64 : 40} data-testid="product-logo" className={`${box} shrink-0 rounded-xl bg-white`} />;
  return (
    <span aria-hidden="true" className={`${box} flex shrink-0 items-center justify-center rounded-xl bg-brand-600 font-bold text-white`}>
      {initial}
    </span>
  );
}

export function ProductCardList({ items, testId }: { items: TRelatedProduct[]; testId: string }) {
  const href = useLocalizedHref();
  if (!items.length) return <EmptyState />;
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid={testId}>
      {items.map((item) => (
        <li key={item.id}>
          <Link
            to={href(`/details/${item.slug}`)}
            className="flex h-full gap-3 rounded-xl border border-slate-200 bg-white p-4 hover:border-brand-500 dark:border-slate-800 dark:bg-slate-900"
          >
            <ProductInitial name={item.name} logo={item.logo} />
            <span className="min-w-0">
              <span className="block truncate font-semibold">{item.name}</span>
              <span className="mt-1 line-clamp-2 text-sm text-slate-600 dark:text-slate-400">{item.tagline}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
