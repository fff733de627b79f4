// The CSP nonce of a server render (provided by entry.server.tsx). The browser never needs it: a page served from
// the page cache carries none, its inline scripts being allowed by their hashes (docs/decisions/014).
import { createContext } from 'react';

export const NonceContext = createContext<string | undefined>(undefined);
