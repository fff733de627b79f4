// /compare/{a}-vs-{b}[-vs-…]: two to four products side by side. One canonical order (slugs sorted): any other
// order answers 301 there; an unknown product is the 404 page.
import { useEffect } from 'react';
import { data, redirect } from 'react-router';
import { FormattedMessage } from '~/i18n/intl';
import { or404 } from '~/shell/not-found.server';
import { canonicalComparePair, parseComparePair } from '~/features/catalogue/catalogue.compare-path';
import { getComparison } from '~/features/catalogue/catalogue.compare.server';
import { PRODUCTS_TOPIC, productTopic } from '~/features/catalogue/catalogue.search.server';
import { CompareTable, toCompareColumn } from '~/features/catalogue/components/compare-table';
import { splitLangPrefix } from '~/i18n/locales';
import { isMissing, notFoundMeta, rootData, t as metaT } from '~/i18n/meta';
import { useT } from '~/i18n/use-t';
import { useApi } from '~/lib/api-client';
import { Breadcrumb } from '~/shell/breadcrumb';
import { NotFoundPage } from '~/shell/error-page';
import type { Route } from './+types/product-compare';

export async function loader({ url, params, context }: Route.LoaderArgs) {
  const { lang, rest } = splitLangPrefix(url.pathname, context.config.defaultLang);
  const slugs = parseComparePair(params.pair);
  if (!slugs) throw data(null, { status: 404 });
  const canonical = canonicalComparePair(slugs);
  if (params.pair !== canonical) {
    const prefix = url.pathname.slice(0, url.pathname.length - rest.length);
    throw redirect(`${prefix}/compare/${canonical}`, 301);
  }
  return or404(async () => {
    const products = await getComparison(context.deps, slugs, lang, Boolean(context.cacheTags));
    context.cacheTags?.add(PRODUCTS_TOPIC);
    for (const product of products) context.cacheTags?.add(productTopic(product.id));
    return { columns: products.map(toCompareColumn) };
  });
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  const { messages } = rootData(matches);
  if (isMissing(matches, loaded)) return notFoundMeta(messages);
  const names = loaded.columns.map((c) => c.name);
  const joined = names.join(' vs ');
  return [
    { title: metaT(messages, 'compare.metaTitle', { names: joined }) },
    { name: 'description', content: metaT(messages, 'compare.metaDescription', { names: joined }) },
  ];
}

export function ErrorBoundary() {
  return <NotFoundPage />;
}

export default function ProductCompare({ loaderData }: Route.ComponentProps) {
  const { columns } = loaderData;
  const t = useT();
  const api = useApi();
  const key = columns.map((c) => c.id).join(',');
  useEffect(() => {
    // Counts towards "most compared with" (once per visitor a day, on the server).
    api.post('/api/products/compare/seen', { ids: key.split(',').map(Number) }).catch(() => {});
  }, [api, key]);
  return (
    <main className="mx-auto max-w-7xl space-y-6 px-4 py-6 sm:px-6">
      <Breadcrumb items={[{ label: t('compare.breadcrumb') }]} />
      <header className="space-y-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl" data-testid="compare-title">
          {columns.map((c) => c.name).join(' vs ')}
        </h1>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          <FormattedMessage id="compare.intro" />
        </p>
      </header>
      <CompareTable columns={columns} />
    </main>
  );
}
