// Sharing (SPEC §2.1 /share-demo, docs/decisions/032): what can be shared, the platforms' share addresses and the
// card image's address. No zod here: the page's browser code imports it.

export const SHARE_TYPES = ['product', 'ranking', 'models'] as const;
export type TShareType = (typeof SHARE_TYPES)[number];

/** Where a link can be sent from the page, in the order of its buttons (WeChat is a QR code beside them). */
export const SHARE_PLATFORMS = ['x', 'facebook', 'linkedin', 'weibo', 'telegram', 'reddit', 'email'] as const;
export type TSharePlatform = (typeof SHARE_PLATFORMS)[number];

/** The card image's size (the Open Graph size, which every platform shows uncropped). */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;

const q = encodeURIComponent;

/** Each platform's share address for `url` with `title` as its text, every value URL-encoded. */
export function shareIntents(url: string, title: string): { platform: TSharePlatform; href: string }[] {
  const hrefs: Record<TSharePlatform, string> = {
    x: `https://x.com/intent/post?text=${q(title)}&url=${q(url)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${q(url)}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${q(url)}`,
    weibo: `https://service.weibo.com/share/share.php?url=${q(url)}&title=${q(title)}`,
    telegram: `https://t.me/share/url?url=${q(url)}&text=${q(title)}`,
    reddit: `https://www.reddit.com/submit?url=${q(url)}&title=${q(title)}`,
    email: `mailto:?subject=${q(title)}&body=${q(`${title}\n${url}`)}`,
  };
  return SHARE_PLATFORMS.map((platform) => ({ platform, href: hrefs[platform] }));
}

/** A selection as the query of the page and of the card (`type=product&id=cursor`). */
export type TShareSelection =
  | { type: 'product'; id: string }
  | { type: 'ranking'; period: 'weekly' | 'monthly' | 'quarterly'; kind: string }
  | { type: 'models'; ids: readonly string[] };

export function shareQuery(selection: TShareSelection): string {
  const params = new URLSearchParams({ type: selection.type });
  if (selection.type === 'product') params.set('id', selection.id);
  else if (selection.type === 'ranking') {
    params.set('period', selection.period);
    params.set('kind', selection.kind);
  } else params.set('ids', selection.ids.join(','));
  return params.toString().replace(/%2C/g, ',');
}

/** The card image's address in a language (served by share.api.server.ts). */
export const shareCardPath = (selection: TShareSelection, lang: string) => `/api/share/card?${shareQuery(selection)}&lang=${lang}`;

/** A file name for the downloaded card: `ai-atlas-product-cursor.png`. */
export function shareCardFileName(selection: TShareSelection): string {
  const subject =
    selection.type === 'product' ? selection.id : selection.type === 'ranking' ? `${selection.period}-${selection.kind}` : selection.ids.join('-vs-');
  return `ai-atlas-${selection.type}-${subject}`.replace(/[^a-z0-9.-]+/gi, '-').slice(0, 120) + '.png';
}
