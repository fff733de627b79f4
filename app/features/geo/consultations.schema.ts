// The GEO consultation form (SPEC §3, §5): one schema checks it in the browser and on the server; its messages are
// catalogue keys, shown in the visitor's language. Staff list queries and status changes are checked here too.
import { z } from 'zod';
import { ZEmail, ZPhone } from '../accounts/accounts.schema';
import { GEO_COMPANY_MAX, GEO_CONSULT_STATUSES, GEO_NAME_MAX, GEO_REQUIREMENTS_MAX } from './consultations.constants';

export * from './consultations.constants';

/** NUL cannot be stored in a PostgreSQL text column and is never meant: it is dropped. */
const withoutNul = (value: string) => value.replaceAll('\u0000', '');

/** A required text field: missing or blank says `required`, over the limit says `tooLong`. */
const required = (requiredKey: string, max: number, tooLongKey: string) =>
  z
    .string({ error: requiredKey })
    .transform(withoutNul)
    .pipe(z.string().trim().min(1, { error: requiredKey }).max(max, { error: tooLongKey }));

export const ZGeoConsultation = z.object({
  name: required('geo.consult.error.name', GEO_NAME_MAX, 'geo.consult.error.nameLong'),
  company: required('geo.consult.error.company', GEO_COMPANY_MAX, 'geo.consult.error.companyLong'),
  email: z.string({ error: 'geo.consult.error.email' }).trim().min(1, { error: 'geo.consult.error.email' }).pipe(ZEmail),
  phone: z.string({ error: 'geo.consult.error.phone' }).trim().min(1, { error: 'geo.consult.error.phone' }).pipe(ZPhone),
  requirements: required('geo.consult.error.requirements', GEO_REQUIREMENTS_MAX, 'geo.consult.error.requirementsLong'),
});
export type TGeoConsultationInput = z.output<typeof ZGeoConsultation>;

export const ZGeoConsultationQuery = z.object({
  q: z.string().transform(withoutNul).pipe(z.string().trim().max(100)).catch(''),
  status: z.enum(GEO_CONSULT_STATUSES).optional().catch(undefined),
  page: z.coerce.number().int().catch(1).transform((n) => Math.min(Math.max(n, 1), 1000)),
});
export type TGeoConsultationQuery = z.output<typeof ZGeoConsultationQuery>;

export const ZGeoConsultationId = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
export const ZGeoConsultationStatus = z.object({ status: z.enum(GEO_CONSULT_STATUSES, { error: 'geo.admin.error.status' }) });
