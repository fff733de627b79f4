// What the payment gateway fakes share: sending a notification the way a gateway does, and shutting down.
import type http from 'node:http';
import type { IncomingCallback } from '../../server/integrations/payments/payment-provider';

/** POSTs a notification to a URL (the order's notify URL, or a test's endpoint) and returns the answer. */
export async function deliverCallback(callback: IncomingCallback, url: string): Promise<{ status: number; body: string }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: callback.headers as Record<string, string>,
    body: callback.rawBody,
  });
  return { status: response.status, body: await response.text() };
}

export const closeServer = (server: http.Server) => new Promise<void>((resolve) => server.close(() => resolve()));
