// The API client of a page, in the page's language, authenticated by the session cookie (with its CSRF header).
import { useMemo } from 'react';
import { useConfig, useLang } from '~/i18n/use-lang';
import { ApiHttpError, createApiClient, type ApiEnvelope } from './api-client';
import { ApiFailure } from './call-api';

export function useApi() {
  const lang = useLang();
  const isCN = useConfig()?.isCN ?? false;
  return useMemo(
    () =>
      createApiClient({ getLang: () => lang, isCN: () => isCN, getToken: () => undefined, log: () => {} }),
    [lang, isCN],
  );
}

/** The data of a successful envelope; anything else becomes an ApiFailure. */
export async function unwrap<T>(call: Promise<ApiEnvelope<T>>): Promise<T> {
  let envelope: ApiEnvelope<T>;
  try {
    envelope = await call;
  } catch (error) {
    if (error instanceof ApiHttpError) {
      const body = error.body as Partial<ApiEnvelope> | null;
      throw new ApiFailure(error.status, typeof body?.msg === 'string' ? body.msg : error.message);
    }
    throw new ApiFailure(0, error instanceof Error ? error.message : String(error));
  }
  if (envelope.code !== 0) throw new ApiFailure(envelope.code, envelope.msg ?? '');
  return envelope.data;
}
