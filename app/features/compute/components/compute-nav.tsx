// The market's areas as tabs: every offer, the three sections, the GPU specs and the assistant.
import clsx from 'clsx';
import { Link } from 'react-router';
import { useLocalizedHref } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';

const TABS = [
  ['/compute', 'compute.nav.all'],
  ['/compute/servers', 'compute.section.servers'],
  ['/compute/leasing', 'compute.section.leasing'],
  ['/compute/appliances', 'compute.section.appliances'],
  ['/compute/gpus', 'compute.nav.gpus'],
  ['/compute/assistant', 'compute.nav.assistant'],
] as const;

export function ComputeNav({ current }: { current: (typeof TABS)[number][0] | null }) {
  const t = useT();
  const href = useLocalizedHref();
  return (
    <nav aria-label={t('compute.nav.label')} className="mt-4 flex flex-wrap gap-2" data-testid="compute-nav">
      {TABS.map(([path, key]) => (
        <Link
          key={path}
          to={href(path)}
          aria-current={current === path ? 'page' : undefined}
          className={clsx(
            'rounded-full border px-3 py-1 text-sm',
            current === path
              ? 'border-brand-600 bg-brand-600 text-white'
              : 'border-slate-300 text-slate-700 hover:border-brand-500 dark:border-slate-700 dark:text-slate-200',
          )}
        >
          {t(key)}
        </Link>
      ))}
    </nav>
  );
}
