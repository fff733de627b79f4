// An article's body: HTML the server rendered from Markdown with the site's safe renderer (never raw HTML).
export const ARTICLE_BODY_STYLE =
  'break-words text-base leading-relaxed [&_a]:text-brand-700 [&_a]:underline dark:[&_a]:text-brand-100 [&_blockquote]:border-l-2 [&_blockquote]:border-slate-300 [&_blockquote]:pl-3 [&_blockquote]:text-slate-600 dark:[&_blockquote]:text-slate-300 [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 dark:[&_code]:bg-slate-800 [&_h2]:mt-6 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-4 [&_h3]:text-lg [&_h3]:font-semibold [&_img]:my-3 [&_img]:max-w-full [&_img]:rounded-lg [&_li]:my-1 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-3 [&_pre]:overflow-x-auto [&_table]:block [&_table]:overflow-x-auto [&_td]:border [&_td]:px-2 [&_th]:border [&_th]:px-2 [&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6';

export function ArticleBody({ html, testId = 'news-body' }: { html: string; testId?: string }) {
  return <div className={ARTICLE_BODY_STYLE} data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />;
}
