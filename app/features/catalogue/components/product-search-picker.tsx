// A search box that finds a listed product by name (the suggest API) and hands the one picked to the page: a
// combobox driven by the keyboard (arrows, Enter, Escape) as well as the pointer.
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { FormattedMessage } from '~/i18n/intl';
import { useT } from '~/i18n/use-t';
import type { TSuggestion } from '../catalogue.schema';
import { ProductAvatar } from './product-card';
import { useProductSuggestions } from './use-product-suggestions';

export function ProductSearchPicker({
  label,
  exclude = [],
  onPick,
  autoFocus = true,
}: {
  label: string;
  exclude?: readonly string[];
  onPick: (product: TSuggestion) => void;
  /** Where the picker opens on request (the comparison's "add"), focus goes to it; on a page of its own it waits. */
  autoFocus?: boolean;
}) {
  const t = useT();
  const id = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const { results, searched } = useProductSuggestions(query, () => setActive(-1));

  const shown = query.trim() ? results.filter((r) => !exclude.includes(r.slug)) : [];
  const nothing = query.trim() !== '' && searched === query.trim() && shown.length === 0;

  return (
    <div className="relative space-y-1.5">
      <label htmlFor={`${id}-input`} className="text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute left-3.5 top-1/2 size-4 -translate-y-1/2 text-slate-400" />
        <input
          id={`${id}-input`}
          type="search"
          role="combobox"
          autoComplete="off"
          // The picker opens on request: focus goes where the visitor asked to type.
          autoFocus={autoFocus}
          maxLength={100}
          aria-expanded={shown.length > 0}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? `${id}-${active}` : undefined}
          value={query}
          placeholder={t('compare.searchPlaceholder')}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' && shown.length) {
              event.preventDefault();
              setActive((i) => (i + 1) % shown.length);
            } else if (event.key === 'ArrowUp' && shown.length) {
              event.preventDefault();
              setActive((i) => (i <= 0 ? shown.length - 1 : i - 1));
            } else if (event.key === 'Enter') {
              event.preventDefault();
              const pick = shown[active >= 0 ? active : 0];
              if (pick) onPick(pick);
            } else if (event.key === 'Escape') {
              setQuery('');
            }
          }}
          className="w-full rounded-xl border border-slate-300 bg-white py-2.5 pl-10 pr-3 text-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-500/20 dark:border-slate-700 dark:bg-slate-900"
          data-testid="compare-search"
        />
      </div>
      {shown.length ? (
        <ul
          id={`${id}-list`}
          role="listbox"
          aria-label={label}
          className="absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-xl border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {shown.map((product, index) => (
            <li
              key={product.id}
              id={`${id}-${index}`}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onPick(product)}
              className={`flex cursor-pointer items-center gap-3 rounded-lg px-2.5 py-2 text-sm ${index === active ? 'bg-brand-50 dark:bg-brand-600/20' : 'hover:bg-slate-50 dark:hover:bg-slate-800'}`}
              data-testid="compare-option"
            >
              <ProductAvatar name={product.name} id={product.id} size="size-7" />
              <span className="truncate">{product.name}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {nothing ? (
        <p className="text-sm text-slate-500 dark:text-slate-400" role="status">
          <FormattedMessage id="compare.noMatch" />
        </p>
      ) : null}
    </div>
  );
}
