// What the server hands every loader and action (see server/app.ts).
import type { AppDeps } from '../../server/http/context';
import type { PublicConfig } from '../../server/env';

declare module 'react-router' {
  interface AppLoadContext {
    deps: AppDeps;
    config: PublicConfig;
    cspNonce: string;
    requestId: string;
    /**
     * Tags of the data this render reads, for the page cache: a change event with the same topic drops
     * the cached page. Absent when the page is not being cached.
     */
    cacheTags?: Set<string>;
  }
}

export {};
