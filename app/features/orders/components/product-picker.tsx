// Picks the product an ad or an update is for, from the products already listed (SPEC §5): a search box with
// suggestions (/api/products/suggest), and 如果找不到产品，请先提交。 with the way to the submit tab.
import clsx from 'clsx';
import { Search, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { FormattedMessage } from '~/i18n/intl';
import { useT } from '~/i18n/use-t';
import { ProductAvatar } from '~/features/catalogue/components/product-card';
import { useProductSuggestions } from '~/features/catalogue/components/use-product-suggestions';
import type { TPickedProduct } from '../orders.pages.server';
import { FIELD } from './order-format';

export function ProductPicker({
  selected,
  onSelect,
  error,
  submitHref,
}: {
  selected: TPickedProduct | null;
  onSelect: (product: TPickedProduct | null) => void;
  error?: string;
  /** The submit tab of this page. */
  submitHref: string;
}) {
  const t = useT();
  const listId = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { results, searched, clear } = useProductSuggestions<TPickedProduct>(query, () => setActive(-1));

  const choose = (product: TPickedProduct) => {
    onSelect(product);
    setOpen(false);
    setQuery('');
    clear();
  };

  const shown = query.trim() ? results : [];
  const nothing = open && query.trim() !== '' && searched === query.trim() && results.length === 0;

  return (
    <div className="space-y-1.5">
      <label htmlFor="f-productId" className="text-sm font-medium">
        <FormattedMessage id="orders.form.product" />
      </label>
      <input type="hidden" name="productId" value={selected?.id ?? ''} />
      {selected ? (
        <div className="flex items-center gap-3 rounded-xl border border-brand-500 bg-brand-50 p-2.5 dark:bg-brand-600/10" data-testid="picked-product">
          <ProductAvatar name={selected.name} id={selected.id} size="size-9" />
          <span className="min-w-0 flex-1 truncate font-medium">{selected.name}</span>
          <button
            type="button"
            id="f-productId"
            onClick={() => onSelect(null)}
            className="inline-flex items-center gap-1 rounded-full px-3 py-1 text-sm text-slate-600 hover:bg-white dark:text-slate-300 dark:hover:bg-slate-800"
          >
            <X aria-hidden="true" className="size-4" />
            <FormattedMessage id="orders.form.changeProduct" />
          </button>
        </div>
      ) : (
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute left-3.5 top-1/2 size-4 -translate-y-1/2 text-slate-400" />
          <input
            id="f-productId"
            type="search"
            role="combobox"
            autoComplete="off"
            maxLength={100}
            aria-expanded={open && shown.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby="f-productId-note"
            value={query}
            placeholder={t('orders.form.productPlaceholder')}
            onChange={(event) => {
              setQuery(event.target.value);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setTimeout(() => setOpen(false), 150)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowDown' && shown.length) {
                event.preventDefault();
                setOpen(true);
                setActive((i) => (i + 1) % shown.length);
              } else if (event.key === 'ArrowUp' && shown.length) {
                event.preventDefault();
                setActive((i) => (i <= 0 ? shown.length - 1 : i - 1));
              } else if (event.key === 'Enter') {
                // Enter picks the highlighted product, never submits the form from the search box.
                event.preventDefault();
                const pick = shown[active >= 0 ? active : 0];
                if (pick) choose(pick);
              } else if (event.key === 'Escape') {
                setOpen(false);
              }
            }}
            className={clsx(FIELD, 'pl-10')}
            data-testid="product-search"
          />
          {open && shown.length ? (
            <ul
              id={listId}
              role="listbox"
              aria-label={t('orders.form.product')}
              className="absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-xl border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
            >
              {shown.map((product, index) => (
                <li
                  key={product.id}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === active}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(product)}
                  className={clsx(
                    'flex cursor-pointer items-center gap-3 rounded-lg px-2.5 py-2 text-sm',
                    index === active ? 'bg-brand-50 dark:bg-brand-600/20' : 'hover:bg-slate-50 dark:hover:bg-slate-800',
                  )}
                  data-testid="product-option"
                  data-product-id={product.id}
                >
                  <ProductAvatar name={product.name} id={product.id} size="size-7" />
                  <span className="truncate">{product.name}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      )}
      <p
        id="f-productId-note"
        role={error || nothing ? 'alert' : undefined}
        className={clsx('text-sm', error || nothing ? 'text-rose-600 dark:text-rose-400' : 'text-slate-500 dark:text-slate-400')}
        data-testid="product-missing"
      >
        <FormattedMessage id="orders.error.productMissing" />{' '}
        <Link to={submitHref} className="font-medium text-brand-700 underline dark:text-brand-100">
          <FormattedMessage id="orders.form.goSubmit" />
        </Link>
      </p>
    </div>
  );
}
