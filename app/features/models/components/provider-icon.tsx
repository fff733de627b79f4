// A provider's logo from @lobehub/icons-static-svg, served as a cached file (not inlined: a list shows dozens).
import clsx from 'clsx';
import { modelProvider } from '../models.providers';
import { ICONS_VERSION } from '../models.sources';

export function ProviderIcon({ provider, size = 'size-8' }: { provider: string; size?: string }) {
  const info = modelProvider(provider);
  if (!info.icon)
    return (
      <span aria-hidden="true" className={clsx(size, 'inline-flex shrink-0 items-center justify-center rounded-lg bg-slate-100 text-sm font-semibold uppercase text-slate-600 dark:bg-slate-800 dark:text-slate-300')}>
        {info.name.en.slice(0, 1)}
      </span>
    );
  return (
    <img
      src={`/api/models/icons/${info.id}.svg?v=${ICONS_VERSION}`}
      alt=""
      width={32}
      height={32}
      loading="lazy"
      decoding="async"
      className={clsx(size, 'shrink-0 rounded-lg bg-white p-1 ring-1 ring-slate-200 dark:ring-slate-700', info.mono && 'dark:bg-slate-100')}
    />
  );
}
