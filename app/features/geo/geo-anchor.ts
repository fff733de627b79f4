// Where the /geo landing's consultation form sits. A module of its own: the site footer (in every page's shell
// chunk) links to it, and importing it from consultations.constants.ts would carry that module's lists along.
export const GEO_FORM_ANCHOR = 'consult';
