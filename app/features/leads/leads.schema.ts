// The lead form (SPEC §3, §5): one schema checks it in the browser and on the server; its messages are catalogue
// keys, shown in the visitor's language. Staff list queries and updates are checked here too.
import { z } from 'zod';
import { ZEmail, ZPhone } from '../accounts/accounts.schema';
import { LEAD_COMPANY_MAX, LEAD_KINDS, LEAD_NAME_MAX, LEAD_NOTE_MAX, LEAD_REQUIREMENTS_MAX, LEAD_STATUSES, LEAD_SUBJECT_MAX } from './leads.constants';

export * from './leads.constants';

/** NUL cannot be stored in a PostgreSQL text column and is never meant: it is dropped. */
const withoutNul = (value: string) => value.replaceAll('\u0000', '');

/** A required text field: missing or blank says `required`, over the limit says `tooLong`. */
const required = (requiredKey: string, max: number, tooLongKey: string) =>
  z
    .string({ error: requiredKey })
    .transform(withoutNul)
    .pipe(z.string().trim().min(1, { error: requiredKey }).max(max, { error: tooLongKey }));

/** The fields a visitor fills in, the same for every kind. */
export const ZLeadFields = z.object({
  name: required('leads.error.name', LEAD_NAME_MAX, 'leads.error.nameLong'),
  company: required('leads.error.company', LEAD_COMPANY_MAX, 'leads.error.companyLong'),
  email: z.string({ error: 'leads.error.email' }).trim().min(1, { error: 'leads.error.email' }).pipe(ZEmail),
  phone: z.string({ error: 'leads.error.phone' }).trim().min(1, { error: 'leads.error.phone' }).pipe(ZPhone),
  requirements: required('leads.error.requirements', LEAD_REQUIREMENTS_MAX, 'leads.error.requirementsLong'),
});
export type TLeadFieldsInput = z.output<typeof ZLeadFields>;

export const ZLeadKind = z.enum(LEAD_KINDS, { error: 'leads.error.kind' });
/** A reference inside the kind (a compute offer's id or slug): letters, digits and . _ : - only. */
export const ZLeadSubject = z
  .string({ error: 'leads.error.subject' })
  .trim()
  .max(LEAD_SUBJECT_MAX, { error: 'leads.error.subject' })
  .regex(/^[\w.:-]*$/, { error: 'leads.error.subject' })
  .transform((s) => s || undefined);

/** POST /api/leads: the fields plus which service (and, optionally, which thing of it) the request is about. */
export const ZLead = ZLeadFields.extend({
  kind: ZLeadKind,
  subject: ZLeadSubject.optional(),
});
export type TLeadInput = z.output<typeof ZLead>;

export const ZLeadQuery = z.object({
  q: z.string().transform(withoutNul).pipe(z.string().trim().max(100)).catch(''),
  kind: z.enum(LEAD_KINDS).optional().catch(undefined),
  status: z.enum(LEAD_STATUSES).optional().catch(undefined),
  page: z.coerce.number().int().catch(1).transform((n) => Math.min(Math.max(n, 1), 1000)),
});
export type TLeadQuery = z.output<typeof ZLeadQuery>;

export const ZLeadId = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** POST /api/admin/leads/:id: a status change, a note, or both; at least one. */
export const ZLeadUpdate = z
  .object({
    status: z.enum(LEAD_STATUSES, { error: 'leads.admin.error.status' }).optional(),
    note: z
      .string({ error: 'leads.admin.error.note' })
      .transform(withoutNul)
      .pipe(z.string().trim().max(LEAD_NOTE_MAX, { error: 'leads.admin.error.noteLong' }))
      .transform((s) => s || undefined)
      .optional(),
  })
  .refine((v) => v.status !== undefined || v.note !== undefined, { error: 'leads.admin.error.empty', path: ['note'] });
export type TLeadUpdate = z.output<typeof ZLeadUpdate>;
