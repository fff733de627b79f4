// The GEO service pages' constants: the landing's sections and the page-cache tag. The consultation form and its
// requests are leads of kind `geo` (app/features/leads, docs/decisions/034).

/** Page-cache tag of the GEO service pages (docs/decisions/008): their content changes only with a deploy. */
export const GEO_SERVICES_TOPIC = 'geo-services';
/** Where the landing's form sits; the footer band and calls to action on /geo lead here. */
export { GEO_FORM_ANCHOR } from './geo-anchor';

/** The AI platforms the service covers, in the order the landing shows them (names are not translated). */
export const GEO_PLATFORMS = ['DeepSeek', 'Kimi', 'Qwen', 'Doubao', 'ChatGPT', 'Claude', 'Gemini', 'Perplexity', 'ERNIE Bot', 'Yuanbao'] as const;
/** The landing's services, steps and questions: `geo.service.<id>.*`, `geo.step.<n>.*`, `geo.faq.<n>.*`. */
export const GEO_SERVICES = ['optimisation', 'monitoring', 'content', 'platforms'] as const;
export const GEO_STEPS = [1, 2, 3, 4, 5] as const;
export const GEO_FAQ = [1, 2, 3, 4, 5, 6] as const;
