// "Most compared with" on a product page: the comparisons visitors open most with this product, or, before there
// are any, its closest alternatives.
import { GitCompareArrows } from 'lucide-react';
import { Link } from 'react-router';
import { FormattedMessage } from '~/i18n/intl';
import { useLocalizedHref } from '~/i18n/use-lang';
import { comparePath } from '../catalogue.compare-path';
import type { TCompareSuggestion } from '../catalogue.compare.server';

export function CompareWith({ product, suggestions }: { product: { slug: string; name: string }; suggestions: TCompareSuggestion[] }) {
  const href = useLocalizedHref();
  if (!suggestions.length) return null;
  const counted = suggestions.some((s) => s.compared > 0);
  return (
    <section aria-labelledby="compare-with-title" className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900" data-testid="compare-with">
      <h2 id="compare-with-title" className="flex items-center gap-2 text-sm font-semibold">
        <GitCompareArrows aria-hidden="true" className="size-4 text-brand-600" />
        <FormattedMessage id={counted ? 'compare.mostCompared' : 'compare.withAlternatives'} />
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {suggestions.map((s) => (
          <li key={s.id}>
            <Link
              to={href(comparePath([product.slug, s.slug]))}
              className="inline-flex items-center gap-1 rounded-full border border-slate-300 px-3 py-1 text-sm hover:border-brand-500 hover:text-brand-600 dark:border-slate-600"
              data-testid="compare-with-link"
            >
              <FormattedMessage id="compare.pair" values={{ a: product.name, b: s.name }} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
