// /deployment: one-click deployment (SPEC §2.1, §2.2; docs/decisions/036) — the deploy list, filtered by a GET
// form, on the page cache (the list is the same for everyone; a user's deployments are read in the browser).
import { DeploymentPage } from '~/features/deployments/components/deployment-page';
import { CATALOGUE_TOPIC, PRODUCTS_TOPIC } from '~/features/catalogue/catalogue.search.server';
import { listDeployables } from '~/features/deployments/deployments.server';
import { splitLangPrefix } from '~/i18n/locales';
import { rootData, t as metaT } from '~/i18n/meta';
import { useConfig, useLocalizedHref } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';
import { Breadcrumb } from '~/shell/breadcrumb';
import { JsonLd } from '~/shell/json-ld';
import type { Route } from './+types/deployment';

const clean = (value: string | null, max: number) => (value ?? '').replaceAll('\u0000', '').trim().slice(0, max);

export async function loader({ url, context }: Route.LoaderArgs) {
  context.cacheTags?.add(CATALOGUE_TOPIC).add(PRODUCTS_TOPIC);
  const { lang } = splitLangPrefix(url.pathname, context.config.defaultLang);
  const all = await listDeployables(context.deps, lang);
  const q = clean(url.searchParams.get('q'), 100);
  const category = clean(url.searchParams.get('category'), 64);
  const product = clean(url.searchParams.get('product'), 120);
  const needle = q.toLowerCase();
  const items = all.filter(
    (d) =>
      (!category || d.category === category) &&
      (!needle || d.name.toLowerCase().includes(needle) || d.slug.includes(needle) || d.tagline.toLowerCase().includes(needle) || d.image.includes(needle)),
  );
  const categories = [...new Map(all.map((d) => [d.category, { slug: d.category, name: d.categoryName }])).values()].sort((a, b) => a.name.localeCompare(b.name));
  return {
    items,
    total: all.length,
    categories,
    query: { q, category: categories.some((c) => c.slug === category) ? category : '' },
    selected: all.find((d) => d.slug === product) ?? null,
    sandbox: context.deps.env.DEPLOY_RUNNER === 'sandbox',
    filtered: Boolean(q || category || product),
  };
}

export function meta({ matches, data }: Route.MetaArgs) {
  const { messages } = rootData(matches);
  return [
    { title: `${metaT(messages, 'deploy.metaTitle')} - ${metaT(messages, 'site.name')}` },
    { name: 'description', content: metaT(messages, 'deploy.description') },
    ...(data?.filtered ? [{ name: 'robots', content: 'noindex, follow' }] : []),
  ];
}

export default function Deployment({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const href = useLocalizedHref();
  const appUrl = useConfig()?.appUrl ?? '';
  return (
    <>
      <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6">
        <Breadcrumb items={[{ label: t('deploy.title') }]} />
      </div>
      <DeploymentPage data={loaderData} />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'ItemList',
          name: t('deploy.title'),
          url: `${appUrl}${href('/deployment')}`,
          itemListElement: loaderData.items.map((d, i) => ({ '@type': 'ListItem', position: i + 1, name: d.name, url: `${appUrl}${href(`/details/${d.slug}`)}` })),
        }}
      />
    </>
  );
}
