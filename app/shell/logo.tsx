import { Link } from 'react-router';
import { useLocalizedHref } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';

/** Logo config of SPEC §3 (href, src, alt, class); the link goes to the root of the current language. */
export function Logo({ href, className }: { href?: string; className?: string }) {
  const t = useT();
  const home = useLocalizedHref()('/');
  return (
    <Link to={href ?? home} className={className ?? 'flex shrink-0 items-center gap-2'} aria-label={t('nav.home')}>
      <img src="/favicon.svg" alt="" width={32} height={32} className="size-8" />
      <span className="text-lg font-bold tracking-tight text-slate-900 dark:text-white">{t('site.name')}</span>
    </Link>
  );
}
