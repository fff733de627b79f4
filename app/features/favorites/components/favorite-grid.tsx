// The /favorites grid: product cards, each with a button that takes it off the list at once.
import { X } from 'lucide-react';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { toast } from '~/ui/toast';
import { useT } from '~/i18n/use-t';
import { unwrap, useApi } from '~/lib/api-client';
import { EmptyState } from '~/ui/states';
import type { TProductCard } from '../../catalogue/catalogue.schema';
import { ProductCard } from '../../catalogue/components/product-card';
import type { TFavoriteState } from '../favorites.schema';

export function FavoriteGrid({ items }: { items: TProductCard[] }) {
  const t = useT();
  const api = useApi();
  const revalidator = useRevalidator();
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const visible = items.filter((item) => !removed.has(item.id));

  async function remove(item: TProductCard) {
    setRemoved((current) => new Set(current).add(item.id));
    try {
      await unwrap(api.request<TFavoriteState>('DELETE', `/api/favorites/${item.id}`));
      toast.success(t('favorites.removed'), { id: 'favorite' });
      void revalidator.revalidate();
    } catch {
      setRemoved((current) => {
        const copy = new Set(current);
        copy.delete(item.id);
        return copy;
      });
      toast.error(t('common.failed'), { id: 'favorite' });
    }
  }

  if (!visible.length) return <EmptyState />;
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" data-testid="favorites-list">
      {visible.map((item) => (
        <li key={item.id} className="relative">
          <ProductCard product={item} />
          <button
            type="button"
            onClick={() => void remove(item)}
            aria-label={t('favorites.removeNamed', { name: item.name })}
            title={t('favorites.remove')}
            data-testid="favorite-remove"
            className="absolute right-3 top-3 z-10 flex size-8 items-center justify-center rounded-full border border-slate-200 bg-white/90 text-slate-500 hover:border-rose-300 hover:text-rose-600 dark:border-slate-700 dark:bg-slate-900/90 dark:text-slate-400 dark:hover:text-rose-400"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </li>
      ))}
    </ul>
  );
}
