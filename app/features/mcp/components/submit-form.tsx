// Submitting a server: paste the registry's server.json, or fill a few fields that write one; it is checked with
// the same schema the server uses, then sent for review. A name already listed gets a link to its page.
import { CheckCircle2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { FormattedMessage } from '~/i18n/intl';
import { useLocalizedHref, usePageUser, useSignInHref } from '~/i18n/use-lang';
import { useT } from '~/i18n/use-t';
import { ApiFailure, unwrap, useApi } from '~/lib/api-client';
import { useOptionalAuth } from '~/shell/auth/auth-state';
import { toast } from '~/ui/toast';
import { ZServerJson } from '../mcp.schema';
import { MCP_TRANSPORTS } from '../mcp.constants';

const FIELD = 'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-600 dark:bg-slate-950';

interface Failure {
  message: string;
  issues: string[];
  path?: string;
}

/** What the builder fields write: a minimal server.json of the current format. */
function buildServerJson(form: HTMLFormElement): Record<string, unknown> {
  const v = (name: string) => ((form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? '').trim();
  const env = v('b-env')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((name) => ({ name, isRequired: true, isSecret: /KEY|TOKEN|SECRET|PASSWORD/i.test(name) }));
  const out: Record<string, unknown> = {
    $schema: 'https://static.modelcontextprotocol.io/schemas/2025-09-29/server.schema.json',
    name: v('b-name'),
    description: v('b-description'),
    version: v('b-version') || '1.0.0',
  };
  if (v('b-repository')) out.repository = { url: v('b-repository'), source: /github\.com/.test(v('b-repository')) ? 'github' : 'git' };
  if (v('b-identifier')) {
    out.packages = [
      {
        registryType: v('b-registry') || 'npm',
        identifier: v('b-identifier'),
        version: v('b-version') || undefined,
        transport: { type: 'stdio' },
        environmentVariables: env,
      },
    ];
  }
  if (v('b-remote')) out.remotes = [{ type: v('b-remote-type') || 'streamable-http', url: v('b-remote') }];
  return out;
}

export function McpSubmitForm() {
  const t = useT();
  const api = useApi();
  const href = useLocalizedHref();
  const pageUser = usePageUser();
  const auth = useOptionalAuth();
  const user = auth ? auth.user : pageUser;
  const signIn = useSignInHref();
  const text = useRef<HTMLTextAreaElement>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [done, setDone] = useState<{ name: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const issueText = (issue: z.core.$ZodIssue) => {
    const where = issue.path.map(String).join('.') || 'server.json';
    const message = issue.message.startsWith('mcp.') ? t(issue.message, { field: where }) : t('mcp.submit.invalidField');
    return `${where}: ${message}`;
  };

  function build(event: React.MouseEvent<HTMLButtonElement>) {
    const form = event.currentTarget.form!;
    if (text.current) text.current.value = JSON.stringify(buildServerJson(form), null, 2);
    setFailure(null);
    text.current?.focus();
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    let raw: unknown;
    try {
      raw = JSON.parse(text.current?.value ?? '');
    } catch {
      setFailure({ message: t('mcp.submit.notJson'), issues: [] });
      text.current?.focus();
      return;
    }
    const checked = ZServerJson.safeParse(raw);
    if (!checked.success) {
      setFailure({ message: t('mcp.submit.invalid'), issues: checked.error.issues.slice(0, 8).map(issueText) });
      text.current?.focus();
      return;
    }
    if (!user) {
      toast.error(t('mcp.submit.signInFirst'), { id: 'login-required' });
      if (auth) auth.openLogin();
      else window.location.assign(signIn);
      return;
    }
    setBusy(true);
    try {
      await unwrap(api.post('/api/mcp-servers/submissions', { serverJson: raw }));
      setDone({ name: checked.data.name });
    } catch (error) {
      if (error instanceof ApiFailure && error.status === 401) {
        auth?.openLogin();
        return;
      }
      const body = (error instanceof ApiFailure ? error.body : null) as { msg?: string; data?: { path?: string; issues?: { field: string; message: string }[] } } | null;
      setFailure({
        message: body?.msg || t('mcp.submit.failed'),
        issues: body?.data?.issues?.map((i) => `${i.field}: ${i.message}`) ?? [],
        path: body?.data?.path,
      });
    } finally {
      setBusy(false);
    }
  }

  if (done) {
    return (
      <div role="status" className="rounded-2xl border border-emerald-200 bg-emerald-50 p-5 text-emerald-900 dark:border-emerald-500/30 dark:bg-emerald-500/10 dark:text-emerald-100" data-testid="mcp-submitted">
        <p className="flex items-center gap-2 font-semibold">
          <CheckCircle2 aria-hidden="true" className="size-5" />
          <FormattedMessage id="mcp.submit.done" values={{ name: done.name }} />
        </p>
        <p className="mt-2 text-sm">
          <Link to={href('/user/mcp')} className="font-semibold underline">
            <FormattedMessage id="mcp.submit.seeMine" />
          </Link>
        </p>
      </div>
    );
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-6" data-testid="mcp-submit-form">
      {user ? null : (
        <p className="rounded-xl bg-brand-50 p-3 text-sm text-brand-700 dark:bg-brand-600/10 dark:text-brand-100" data-testid="sign-in-note">
          <FormattedMessage id="mcp.submit.signInNote" />
        </p>
      )}
      <details className="rounded-xl border border-slate-200 p-4 dark:border-slate-700" data-testid="mcp-builder">
        <summary className="cursor-pointer font-medium">
          <FormattedMessage id="mcp.submit.builder" />
        </summary>
        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          <label className="space-y-1 text-sm sm:col-span-2">
            <span className="font-medium">
              <FormattedMessage id="mcp.submit.field.name" />
            </span>
            <input name="b-name" className={FIELD} placeholder={t('mcp.submit.placeholder.name')} autoComplete="off" data-testid="b-name" />
          </label>
          <label className="space-y-1 text-sm sm:col-span-2">
            <span className="font-medium">
              <FormattedMessage id="mcp.submit.field.description" />
            </span>
            <input name="b-description" className={FIELD} maxLength={1000} data-testid="b-description" />
          </label>
          <label className="space-y-1 text-sm">
            <span className="font-medium">
              <FormattedMessage id="mcp.submit.field.registry" />
            </span>
            <select name="b-registry" className={FIELD} data-testid="b-registry">
              {(['npm', 'pypi', 'oci', 'nuget'] as const).map((r) => (
                <option key={r} value={r}>
                  {t(`mcp.registry.${r}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="space-y-1 text-sm">
            <span className="font-medium">
              <FormattedMessage id="mcp.submit.field.identifier" />
            </span>
            <input name="b-identifier" className={FIELD} placeholder={t('mcp.submit.placeholder.identifier')} autoComplete="off" data-testid="b-identifier" />
          </label>
          <label className="space-y-1 text-sm">
            <span className="font-medium">
              <FormattedMessage id="mcp.submit.field.version" />
            </span>
            <input name="b-version" className={FIELD} placeholder={t('mcp.submit.placeholder.version')} autoComplete="off" data-testid="b-version" />
          </label>
          <label className="space-y-1 text-sm">
            <span className="font-medium">
              <FormattedMessage id="mcp.submit.field.env" />
            </span>
            <input name="b-env" className={FIELD} placeholder={t('mcp.submit.placeholder.env')} autoComplete="off" data-testid="b-env" />
          </label>
          <label className="space-y-1 text-sm sm:col-span-2">
            <span className="font-medium">
              <FormattedMessage id="mcp.submit.field.repository" />
            </span>
            <input name="b-repository" type="url" className={FIELD} placeholder={t('mcp.submit.placeholder.repository')} data-testid="b-repository" />
          </label>
          <label className="space-y-1 text-sm">
            <span className="font-medium">
              <FormattedMessage id="mcp.submit.field.remote" />
            </span>
            <input name="b-remote" type="url" className={FIELD} placeholder={t('mcp.submit.placeholder.remote')} data-testid="b-remote" />
          </label>
          <label className="space-y-1 text-sm">
            <span className="font-medium">
              <FormattedMessage id="mcp.submit.field.remoteType" />
            </span>
            <select name="b-remote-type" className={FIELD}>
              {MCP_TRANSPORTS.filter((x) => x !== 'stdio').map((x) => (
                <option key={x} value={x}>
                  {t(`mcp.transport.${x}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
        <button type="button" onClick={build} className="mt-4 rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold hover:border-brand-500 dark:border-slate-600" data-testid="b-build">
          <FormattedMessage id="mcp.submit.build" />
        </button>
      </details>
      <label className="block space-y-2">
        <span className="font-medium">
          <FormattedMessage id="mcp.submit.jsonLabel" />
        </span>
        <textarea
          ref={text}
          name="serverJson"
          rows={16}
          spellCheck={false}
          className={`${FIELD} font-mono text-xs`}
          placeholder={t('mcp.submit.placeholder.json')}
          aria-invalid={failure ? true : undefined}
          aria-describedby={failure ? 'mcp-submit-failure' : undefined}
          data-testid="mcp-server-json"
        />
      </label>
      {failure ? (
        <div id="mcp-submit-failure" role="alert" className="rounded-xl border border-rose-200 bg-rose-50 p-3.5 text-sm text-rose-800 dark:border-rose-500/30 dark:bg-rose-500/10 dark:text-rose-200" data-testid="mcp-submit-failure">
          <p>{failure.message}</p>
          {failure.issues.length ? (
            <ul className="mt-1 list-disc pl-5">
              {failure.issues.map((i) => (
                <li key={i}>{i}</li>
              ))}
            </ul>
          ) : null}
          {failure.path ? (
            <Link to={href(failure.path)} className="mt-1 inline-block font-semibold underline" data-testid="mcp-existing">
              <FormattedMessage id="mcp.submit.seeExisting" />
            </Link>
          ) : null}
        </div>
      ) : null}
      <button type="submit" disabled={busy} className="rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60" data-testid="mcp-submit">
        <FormattedMessage id="mcp.submit.submit" />
      </button>
    </form>
  );
}
