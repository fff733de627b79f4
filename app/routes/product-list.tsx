// One category (/class/{className}) or one tag (/tag/{tagName}): its products, most popular first.
import { FormattedMessage } from '~/i18n/intl';
import { getListingPage } from '~/features/catalogue/catalogue.listing.server';
import { Pagination } from '~/features/catalogue/components/pagination';
import { ProductGrid } from '~/features/catalogue/components/product-card';
import { splitLangPrefix } from '~/i18n/locales';
import { isMissing, notFoundMeta, rootData, t } from '~/i18n/meta';
import { useT } from '~/i18n/use-t';
import { Breadcrumb } from '~/shell/breadcrumb';
import { NotFoundPage } from '~/shell/error-page';
import { or404 } from '~/shell/not-found.server';
import { EmptyState } from '~/ui/states';
import { CATALOGUE_TOPIC } from '~/features/catalogue/catalogue.search.server';
import type { Route } from './+types/product-list';

export async function loader({ url, params, context }: Route.LoaderArgs) {
  context.cacheTags?.add(CATALOGUE_TOPIC);
  const { lang } = splitLangPrefix(url.pathname, context.config.defaultLang);
  const kind = params.className !== undefined ? 'category' : 'tag';
  const slug = decodeURIComponent(params.className ?? params.tagName ?? '').toLowerCase();
  return or404(() => getListingPage(context.deps, kind, slug, url.searchParams.get('page'), lang, Boolean(context.cacheTags)));
}

export function meta({ matches, data: loaded }: Route.MetaArgs) {
  const { messages } = rootData(matches);
  if (isMissing(matches, loaded)) return notFoundMeta(messages);
  const title = t(messages, loaded.kind === 'category' ? 'class.pageTitle' : 'tag.pageTitle', { name: loaded.name });
  return [{ title: `${title} - ${t(messages, 'site.name')}` }, { name: 'description', content: loaded.description ?? title }];
}

export function ErrorBoundary() {
  return <NotFoundPage />;
}

export default function ProductList({ loaderData }: Route.ComponentProps) {
  const tr = useT();
  const { kind, name, description, page } = loaderData;
  const parent = kind === 'category' ? { label: tr('class.title'), to: '/class' } : { label: tr('tag.title') };
  return (
    <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <Breadcrumb items={[parent, { label: name }]} />
      <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
        <FormattedMessage id={kind === 'category' ? 'class.pageTitle' : 'tag.pageTitle'} values={{ name }} />
      </h1>
      {description ? <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-400">{description}</p> : null}
      <p className="mt-2 text-sm text-slate-500 dark:text-slate-400" data-testid="result-count">
        <FormattedMessage id="discover.count" values={{ total: page.total }} />
      </p>
      <div className="mt-6">{page.items.length ? <ProductGrid products={page.items} /> : <EmptyState />}</div>
      <Pagination page={page.page} pageSize={page.pageSize} total={page.total} />
    </main>
  );
}
