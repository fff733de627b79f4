// The GEO service pages' constants and shapes: no zod here, so the landing and tools pages that only show content
// do not ship the validation library; consultations.schema.ts re-exports them with the form's schema.

/** Page-cache tag of the GEO service pages (docs/decisions/008): their content changes only with a deploy. */
export const GEO_SERVICES_TOPIC = 'geo-services';
export const GEO_CONSULT_STATUSES = ['new', 'contacted', 'closed'] as const;
export type TGeoConsultStatus = (typeof GEO_CONSULT_STATUSES)[number];
export const GEO_CONSULT_FIELDS = ['name', 'company', 'email', 'phone', 'requirements'] as const;
export type TGeoConsultField = (typeof GEO_CONSULT_FIELDS)[number];
export const GEO_NAME_MAX = 50;
export const GEO_COMPANY_MAX = 100;
export const GEO_REQUIREMENTS_MAX = 2000;
export const GEO_CONSULT_PAGE_SIZE = 20;
/** Where the landing's form sits; the footer band and calls to action on /geo lead here. */
export { GEO_FORM_ANCHOR } from './geo-anchor';

/** The AI platforms the service covers, in the order the landing shows them (names are not translated). */
export const GEO_PLATFORMS = ['DeepSeek', 'Kimi', 'Qwen', 'Doubao', 'ChatGPT', 'Claude', 'Gemini', 'Perplexity', 'ERNIE Bot', 'Yuanbao'] as const;
/** The landing's services, steps and questions: `geo.service.<id>.*`, `geo.step.<n>.*`, `geo.faq.<n>.*`. */
export const GEO_SERVICES = ['optimisation', 'monitoring', 'content', 'platforms'] as const;
export const GEO_STEPS = [1, 2, 3, 4, 5] as const;
export const GEO_FAQ = [1, 2, 3, 4, 5, 6] as const;

/** A consultation as staff see it (GET /api/admin/geo-consultations). */
export interface TGeoConsultation {
  id: number;
  name: string;
  company: string;
  email: string;
  phone: string;
  requirements: string;
  lang: string;
  status: TGeoConsultStatus;
  user: { id: number; displayName: string | null };
  createdAt: string;
  updatedAt: string;
}

export interface TGeoConsultationPage {
  total: number;
  page: number;
  pageSize: number;
  items: TGeoConsultation[];
}
