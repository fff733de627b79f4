// All categories with their product counts (SPEC §2.1 /class).
import { FormattedMessage } from '~/i18n/intl';
import { Link } from 'react-router';
import { listCategories } from '~/features/catalogue/catalogue.server';
import { splitLangPrefix } from '~/i18n/locales';
import { pageMeta } from '~/i18n/meta';
import { useLocalizedHref } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';
import { Breadcrumb } from '~/shell/breadcrumb';
import { CATALOGUE_TOPIC } from '~/features/catalogue/catalogue.search.server';
import type { Route } from './+types/class-index';

export async function loader({ url, context }: Route.LoaderArgs) {
  context.cacheTags?.add(CATALOGUE_TOPIC);
  const { lang } = splitLangPrefix(url.pathname, context.config.defaultLang);
  return { categories: await listCategories(context.deps.database.db, lang) };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, 'class.metaTitle', 'class.description');
}

export default function Categories({ loaderData }: Route.ComponentProps) {
  const href = useLocalizedHref();
  const t = useT();
  return (
    <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <Breadcrumb items={[{ label: t('class.title') }]} />
      <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
        <FormattedMessage id="class.title" />
      </h1>
      <ul className="mt-6 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {loaderData.categories
          .filter((c) => c.count > 0)
          .map((category) => (
            <li key={category.slug}>
              <Link
                to={href(`/class/${category.slug}`)}
                className="block h-full rounded-2xl border border-slate-200 p-4 hover:border-brand-500 dark:border-slate-800"
              >
                <span className="flex items-center justify-between font-semibold">
                  {category.name}
                  <span className="text-sm font-normal text-slate-500 dark:text-slate-400">
                    <FormattedMessage id="class.count" values={{ count: category.count }} />
                  </span>
                </span>
                {category.description ? <span className="mt-1 block text-sm text-slate-600 dark:text-slate-400">{category.description}</span> : null}
              </Link>
            </li>
          ))}
      </ul>
    </main>
  );
}
