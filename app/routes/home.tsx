import { FormattedMessage } from 'react-intl';
import { getNavMenu } from '~/features/navigation/navigation.server';
import { pageMeta } from '~/i18n/meta';
import { useMenuHref } from '~/shell/nav-menu';
import { splitLangPrefix } from '~/i18n/locales';
import type { Route } from './+types/home';

export const handle = { layout: 'home' };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang } = splitLangPrefix(new URL(request.url).pathname, context.config.defaultLang);
  const siteId = context.config.isCN ? 1 : 2;
  const menu = await getNavMenu(context.deps, siteId, lang);
  return { menu };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, 'home.title');
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const href = useMenuHref();
  return (
    <main className="mx-auto max-w-5xl px-6 py-16">
      <h1 className="text-4xl font-bold tracking-tight">
        <FormattedMessage id="home.heading" />
      </h1>
      <p className="mt-3 text-lg text-slate-600 dark:text-slate-400">
        <FormattedMessage id="home.subheading" />
      </p>
      <nav className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {loaderData.menu.map((item) => (
          <a
            key={item.id}
            href={href(item)}
            className="rounded-xl border border-slate-200 p-5 hover:border-brand-500 dark:border-slate-800"
          >
            <span className="font-semibold">{item.menuName}</span>
            <span className="mt-1 block text-sm text-slate-500 dark:text-slate-400">
              {item.children.filter((c) => c.menuType !== 1).map((c) => c.menuName).join(' · ')}
            </span>
          </a>
        ))}
      </nav>
    </main>
  );
}
