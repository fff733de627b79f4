// The sandbox runner's "app" (docs/decisions/036): /deployment/sandbox/{id} answers a small page of its own (not a
// site page: no layout, never cached, never indexed) that says plainly it is a sandbox preview of the product, not
// the product running. It answers only while the deployment is deployed; before and after, 404.
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { isLangCode, LOCALE_COOKIE, type LangCode } from '~/i18n/locales';
import { formatMessage } from '~/i18n/messages.server';
import type { AppEnv } from '../../../server/http/context';
import { getSandbox } from './deployments.server';

const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const HTML_LANG: Record<LangCode, string> = { zh: 'zh-CN', en: 'en', tw: 'zh-TW', ja: 'ja' };

function page(lang: LangCode, title: string, body: string, status: 200 | 404) {
  return {
    status,
    html: `<!doctype html><html lang="${HTML_LANG[lang]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escape(title)}</title><style>
:root{color-scheme:light dark;font-family:system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f8fafc;color:#0f172a}
main{max-width:36rem;margin:1rem;padding:2rem;border-radius:1rem;background:#fff;border:1px solid #e2e8f0}
.badge{display:inline-block;padding:.2rem .7rem;border-radius:999px;background:#fef3c7;color:#78350f;font-size:.8rem;font-weight:600}
h1{font-size:1.4rem;margin:.8rem 0}p{line-height:1.6;color:#334155}
@media (prefers-color-scheme:dark){body{background:#020617;color:#e2e8f0}main{background:#0f172a;border-color:#1e293b}p{color:#cbd5e1}.badge{background:#78350f;color:#fef3c7}}
</style></head><body><main data-testid="sandbox">${body}</main></body></html>`,
  };
}

export const deploymentSandboxRoutes = new Hono<AppEnv>().get('/deployment/sandbox/:id', async (c) => {
  const deps = c.get('deps');
  const asked = c.req.query('lang') ?? getCookie(c, LOCALE_COOKIE);
  const lang: LangCode = isLangCode(asked) ? asked : deps.env.DEFAULT_LANG;
  const t = (key: Parameters<typeof formatMessage>[1], values?: Record<string, string | number>) => formatMessage(lang, key, values);
  const sandbox = await getSandbox(deps.database.db, c.req.param('id'), lang);
  const { status, html } = sandbox
    ? page(
        lang,
        t('deploy.sandbox.title', { product: sandbox.product }),
        `<span class="badge">${escape(t('deploy.sandbox.badge'))}</span><h1>${escape(t('deploy.sandbox.title', { product: sandbox.product }))}</h1><p>${escape(
          t('deploy.sandbox.text', { product: sandbox.product }),
        )}</p><p>${escape(t('deploy.sandbox.expires', { time: sandbox.expiresAt.toISOString().replace('T', ' ').slice(0, 16) + ' UTC' }))}</p>`,
        200,
      )
    : page(lang, t('deploy.sandbox.goneTitle'), `<h1>${escape(t('deploy.sandbox.goneTitle'))}</h1><p>${escape(t('deploy.sandbox.goneText'))}</p>`, 404);
  return c.html(html, status, { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' });
});
