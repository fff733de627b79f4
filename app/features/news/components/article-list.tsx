// A list of news articles (title, summary, day, tags, source: the news list and the daily digests), and an article's
// body: HTML the server rendered from Markdown with the site's safe renderer, never raw HTML. One module, so news
// pages load one chunk of the area's components.
import { Link } from 'react-router';
import { FormattedMessage } from '~/i18n/intl';
import { useLocalizedHref } from '~/i18n/use-lang';
import { articlePath, type TArticleCard } from '../news.constants';
import { TagLabel } from './tag-label';

export function ArticleList({ items, compact = false, testId = 'news-items' }: { items: TArticleCard[]; compact?: boolean; testId?: string }) {
  const href = useLocalizedHref();
  return (
    <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900" data-testid={testId}>
      {items.map((item) => (
        <li key={item.id} className="flex gap-4 p-4 sm:p-5" data-testid="news-item">
          <div className="min-w-0 flex-1 space-y-1.5">
            <h2 className={compact ? 'text-base font-semibold' : 'text-lg font-semibold'}>
              <Link to={href(articlePath(item.slug))} className="break-words hover:text-brand-600 dark:hover:text-brand-100" data-testid="news-item-link">
                {item.title}
              </Link>
            </h2>
            <p className={`${compact ? 'line-clamp-1' : 'line-clamp-3'} break-words text-sm leading-relaxed text-slate-600 dark:text-slate-300`}>{item.summary}</p>
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500 dark:text-slate-400">
              <time dateTime={item.publishedAt}>{item.day}</time>
              {item.source ? <span className="break-all">{item.source.name}</span> : null}
              {compact
                ? null
                : item.tags.map((tag) => (
                    <Link key={tag} to={href(`/news?tag=${encodeURIComponent(tag)}`)} className="rounded-md border border-slate-200 px-1.5 py-0.5 hover:border-brand-500 dark:border-slate-700">
                      #<TagLabel tag={tag} />
                    </Link>
                  ))}
            </p>
          </div>
          {item.coverUrl && !compact ? (
            <img src={item.coverUrl} alt="" loading="lazy" referrerPolicy="no-referrer" className="hidden h-24 w-36 shrink-0 rounded-lg object-cover sm:block" />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export const ARTICLE_BODY_STYLE =
  'break-words text-base leading-relaxed [&_a]:text-brand-700 [&_a]:underline dark:[&_a]:text-brand-100 [&_blockquote]:border-l-2 [&_blockquote]:border-slate-300 [&_blockquote]:pl-3 [&_blockquote]:text-slate-600 dark:[&_blockquote]:text-slate-300 [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 dark:[&_code]:bg-slate-800 [&_h2]:mt-6 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-4 [&_h3]:text-lg [&_h3]:font-semibold [&_img]:my-3 [&_img]:max-w-full [&_img]:rounded-lg [&_li]:my-1 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-3 [&_pre]:whitespace-pre-wrap [&_pre]:[overflow-wrap:anywhere] [&_table]:block [&_table]:overflow-x-auto [&_td]:border [&_td]:px-2 [&_th]:border [&_th]:px-2 [&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6';

export function ArticleBody({ html, testId = 'news-body' }: { html: string; testId?: string }) {
  return <div className={ARTICLE_BODY_STYLE} data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** The catalogue products an article or a guide names, each leading to its page (the reading pages' side column). */
export function RelatedProducts({ products, kind }: { products: { slug: string; name: string; tagline: string }[]; kind: 'news' | 'guide' }) {
  const href = useLocalizedHref();
  if (!products.length) return null;
  return (
    <section aria-labelledby={`${kind}-products-title`} className="space-y-2">
      <h2 id={`${kind}-products-title`} className="text-lg font-semibold">
        <FormattedMessage id="news.relatedProducts" />
      </h2>
      <ul className="space-y-2" data-testid={`${kind}-products`}>
        {products.map((p) => (
          <li key={p.slug}>
            <Link to={href(`/details/${p.slug}`)} className="block rounded-xl border border-slate-200 bg-white p-3 hover:border-brand-500 dark:border-slate-800 dark:bg-slate-900" data-testid={`${kind}-product`}>
              <span className="block font-medium">{p.name}</span>
              <span className="line-clamp-2 text-xs text-slate-500 dark:text-slate-400">{p.tagline}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
