// Like a server: one like per visitor; the page is shared and cached, so this visitor's state is fetched here.
import { Heart } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useT } from '~/i18n/use-t';
import { SITE_RETRY_COUNT, unwrap, useApi } from '~/lib/api-client';

interface LikeState {
  likes: number;
  liked: boolean;
}

export function McpLikeButton({ slug, likes: initial }: { slug: string; likes: number }) {
  const t = useT();
  const api = useApi();
  const [state, setState] = useState<LikeState>({ likes: initial, liked: false });
  useEffect(() => {
    let live = true;
    unwrap(api.get<LikeState>(`/api/mcp-servers/${slug}/like`, { retry: SITE_RETRY_COUNT }))
      .then((s) => live && setState({ likes: s.likes, liked: s.liked }))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [api, slug]);
  async function like() {
    if (state.liked) return;
    const before = state;
    setState({ likes: state.likes + 1, liked: true });
    try {
      const result = await unwrap(api.post<LikeState>(`/api/mcp-servers/${slug}/like`));
      setState({ likes: result.likes, liked: true });
    } catch {
      setState(before);
    }
  }
  return (
    <button
      type="button"
      onClick={() => void like()}
      aria-pressed={state.liked}
      className={`inline-flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm ${
        state.liked ? 'border-pink-300 bg-pink-50 text-pink-600 dark:border-pink-800 dark:bg-pink-950 dark:text-pink-300' : 'border-slate-300 hover:border-brand-500 dark:border-slate-600'
      }`}
      data-testid="mcp-like"
    >
      <Heart aria-hidden="true" className={`size-4 ${state.liked ? 'fill-current' : ''}`} />
      {/* The name is the action and the visible count, so it holds the visible text (WCAG 2.5.3). */}
      <span className="sr-only">{t('mcp.detail.like')}</span>
      <span data-testid="mcp-like-count">{state.likes}</span>
    </button>
  );
}
