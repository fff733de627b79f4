// A list of news articles: title, summary, day, tags and source; used by the news list and the daily digests.
import { Link } from 'react-router';
import { useLocalizedHref } from '~/i18n/use-lang';
import { articlePath, type TArticleCard } from '../news.constants';

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
                      #{tag}
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
