// The playground's constants: no zod here, so the page does not ship the validation library (the server checks
// every input with mcp-playground.schema.ts, which re-exports these).

export const PLAYGROUND_TRANSPORTS = ['auto', 'streamable-http', 'sse'] as const;
export type TPlaygroundTransport = (typeof PLAYGROUND_TRANSPORTS)[number];

export const MAX_URL_LENGTH = 2000;
export const MAX_HEADERS = 10;
