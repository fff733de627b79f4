// The AI service pages (docs/decisions/034): which services have a landing at /services/{kind}, and what each
// shows. All text is in the message catalogues (`services.<kind>.*`); the consultation form is the leads form.
import type { TLeadKind } from '../leads/leads.constants';

/** Page-cache tag of the service pages (docs/decisions/008): their content changes with a deploy. */
export const SERVICES_TOPIC = 'services';

/** The services with a landing page, in the order the index shows them. GEO keeps its own page at /geo. */
export const SERVICE_KINDS = ['training', 'labeling', 'agent', 'consulting', 'hardware'] as const satisfies readonly TLeadKind[];
export type TServiceKind = (typeof SERVICE_KINDS)[number];

export function isServiceKind(value: string | undefined): value is TServiceKind {
  return (SERVICE_KINDS as readonly string[]).includes(value ?? '');
}

/** Each landing's offers, steps, sample cases and questions: `services.<kind>.offer.<n>.*` and so on. */
export const SERVICE_OFFERS = [1, 2, 3, 4] as const;
export const SERVICE_STEPS = [1, 2, 3, 4] as const;
export const SERVICE_CASES = [1, 2] as const;
export const SERVICE_FAQ = [1, 2, 3, 4] as const;

/** Where the landing's form sits; the hero's button leads here. */
export const SERVICE_FORM_ANCHOR = 'consult';
