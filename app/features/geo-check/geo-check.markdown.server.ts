// The site's one safe Markdown renderer. Raw HTML is escaped (never passed through), and links go only to http,
// https and mailto addresses (and, for the site's own writing, its own paths), so `javascript:`/`data:` links,
// event-handler attributes and inline SVG cannot reach a page. AI answers are Markdown written by a third party:
// images are dropped there (a remote image would tell its host who reads the answer) and links open apart.
import MarkdownIt from 'markdown-it';

export interface SafeMarkdownOptions {
  /** Links to the site's own paths (`/details/x`) are kept and open in place. */
  siteLinks?: boolean;
  /** Images are kept (editorial writing); their addresses pass the same link rule. */
  images?: boolean;
}

export function createSafeMarkdown(options: SafeMarkdownOptions = {}): (markdown: string) => string {
  const md = new MarkdownIt({ html: false, linkify: true, typographer: false });
  if (!options.images) md.disable(['image']);
  const sitePath = /^\/(?![/\\])/;
  md.validateLink = (url) => {
    const value = url.trim();
    return /^(?:https?:|mailto:)/i.test(value) || (!!options.siteLinks && sitePath.test(value));
  };
  const defaultLinkOpen = md.renderer.rules.link_open ?? ((tokens, idx, opts, _env, self) => self.renderToken(tokens, idx, opts));
  md.renderer.rules.link_open = (tokens, idx, opts, env, self) => {
    const token = tokens[idx]!;
    if (!sitePath.test(String(token.attrGet('href') ?? ''))) {
      token.attrSet('rel', 'nofollow noopener noreferrer ugc');
      token.attrSet('target', '_blank');
    }
    return defaultLinkOpen(tokens, idx, opts, env, self);
  };
  if (options.images) {
    const defaultImage = md.renderer.rules.image!;
    md.renderer.rules.image = (tokens, idx, opts, env, self) => {
      tokens[idx]!.attrSet('loading', 'lazy');
      tokens[idx]!.attrSet('referrerpolicy', 'no-referrer');
      return defaultImage(tokens, idx, opts, env, self);
    };
  }
  return (markdown) => md.render(markdown);
}

export const renderAnswer = createSafeMarkdown();
