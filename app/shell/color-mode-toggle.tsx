import { Monitor, Moon, Sun } from 'lucide-react';
import { useT } from '~/i18n/use-t';
import { useColorMode, type ColorPreference } from './color-mode';

const NEXT: Record<ColorPreference, ColorPreference> = { system: 'light', light: 'dark', dark: 'system' };
const ICON = { system: Monitor, light: Sun, dark: Moon };

/** Cycles the preference system → light → dark; the label names the current choice. */
export function ColorModeToggle() {
  const t = useT();
  const { preference, setPreference, forced } = useColorMode();
  const Icon = ICON[preference];
  const label = t('colorMode.label', { mode: t(`colorMode.${preference}`) });
  return (
    <button
      type="button"
      data-testid="color-mode-toggle"
      data-preference={preference}
      disabled={forced}
      aria-label={label}
      title={label}
      onClick={() => setPreference(NEXT[preference])}
      className="flex size-9 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 disabled:opacity-40 dark:text-slate-300 dark:hover:bg-slate-800"
    >
      <Icon aria-hidden="true" className="size-[18px]" />
    </button>
  );
}
