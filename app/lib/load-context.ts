// What the server hands every loader and action (see server/app.ts).
import type { AppDeps } from '../../server/http/context';
import type { PublicConfig } from '../../server/env';

declare module 'react-router' {
  interface AppLoadContext {
    deps: AppDeps;
    config: PublicConfig;
    cspNonce: string;
    requestId: string;
  }
}

export {};
