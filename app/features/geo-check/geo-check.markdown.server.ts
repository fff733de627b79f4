// AI answers are Markdown written by a third party: rendered here with raw HTML escaped, images dropped (a remote
// image would tell its host who reads the answer), and only http, https and mailto links, opened apart.
import MarkdownIt from 'markdown-it';

const md = new MarkdownIt({ html: false, linkify: true, typographer: false });
md.disable(['image']);
md.validateLink = (url) => /^(?:https?:|mailto:)/i.test(url.trim());
const defaultLinkOpen = md.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  tokens[idx]!.attrSet('rel', 'nofollow noopener noreferrer ugc');
  tokens[idx]!.attrSet('target', '_blank');
  return defaultLinkOpen(tokens, idx, options, env, self);
};

export function renderAnswer(markdown: string): string {
  return md.render(markdown);
}
