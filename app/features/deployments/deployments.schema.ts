// One-click deployment (SPEC §3, §4, §5): starting one, what the pages show of it, and the custom or private
// deployment request — one schema checks the request in the browser and on the server; its messages are
// catalogue keys, shown in the visitor's language.
import { z } from 'zod';
import { ZEmail, ZPhone } from '../accounts/accounts.schema';
import {
  DEPLOY_COMPANY_MAX,
  DEPLOY_CONTACT_MAX,
  DEPLOY_NAME_MAX,
  DEPLOY_REQUIREMENTS_MAX,
  type TDeploymentState,
} from './deployments.constants';

export * from './deployments.constants';

export const ZDeploymentStart = z.object({
  product: z.string({ error: 'deploy.error.product' }).trim().min(1, { error: 'deploy.error.product' }).max(120, { error: 'deploy.error.product' }),
});
export type TDeploymentStart = z.output<typeof ZDeploymentStart>;

export const ZDeploymentId = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{10,40}$/, { error: 'deploy.error.notFound' }) });

/** A deployment as its owner sees it. Times are ISO strings. */
export interface TDeployment {
  id: string;
  status: TDeploymentState;
  product: { slug: string; name: string; logo: string | null };
  accessUrl: string | null;
  createdAt: string;
  deployedAt: string | null;
  expiresAt: string;
  endedAt: string | null;
}

/** A card of the deploy list. */
export interface TDeployable {
  id: number;
  slug: string;
  name: string;
  tagline: string;
  logo: string | null;
  category: string;
  categoryName: string;
  stars: number | null;
  licence: string | null;
  image: string;
  kind: 'image' | 'compose';
}

/** NUL cannot be stored in a PostgreSQL text column and is never meant: it is dropped. */
const withoutNul = (value: string) => value.replaceAll('\u0000', '');

const required = (requiredKey: string, max: number, tooLongKey: string) =>
  z
    .string({ error: requiredKey })
    .transform(withoutNul)
    .pipe(z.string().trim().min(1, { error: requiredKey }).max(max, { error: tooLongKey }));

/** Letters of any script, spaces and hyphens (SPEC §5). */
const NAME_PATTERN = /^[\p{L}\p{M}\s-]+$/u;

/** A phone number or an e-mail address; stored normalised (lower-case e-mail, E.164 or mainland phone). */
const ZContact = z
  .string({ error: 'deploy.request.error.contact' })
  .transform(withoutNul)
  .pipe(z.string().trim().min(1, { error: 'deploy.request.error.contact' }).max(DEPLOY_CONTACT_MAX, { error: 'deploy.request.error.contactInvalid' }))
  .transform((value, ctx) => {
    const parsed = value.includes('@') ? ZEmail.safeParse(value) : ZPhone.safeParse(value);
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message: 'deploy.request.error.contactInvalid' });
      return z.NEVER;
    }
    return parsed.data;
  });

export const ZDeployRequest = z.object({
  company: required('deploy.request.error.company', DEPLOY_COMPANY_MAX, 'deploy.request.error.companyLong'),
  name: required('deploy.request.error.name', DEPLOY_NAME_MAX, 'deploy.request.error.nameLong').pipe(
    z.string().regex(NAME_PATTERN, { error: 'deploy.request.error.nameChars' }),
  ),
  contact: ZContact,
  requirements: required('deploy.request.error.requirements', DEPLOY_REQUIREMENTS_MAX, 'deploy.request.error.requirementsLong'),
  /** The product the visitor was looking at, if any (a slug; unknown ones are ignored). */
  product: z.string().trim().max(120).optional().catch(undefined),
});
export type TDeployRequestInput = z.output<typeof ZDeployRequest>;
