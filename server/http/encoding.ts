// Content negotiation for bodies compressed ahead of time (cached pages, catalogue files): the client's
// Accept-Encoding picks Brotli, gzip or the plain bytes; nothing is compressed per request.

export type StoredEncoding = 'br' | 'gzip' | 'identity';

/** Brotli when the client accepts it, else gzip, else the plain bytes (RFC 9110 §12.5.3, q-values honoured). */
export function pickEncoding(acceptEncoding: string | undefined): StoredEncoding {
  if (!acceptEncoding) return 'identity';
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const accepted = (name: string) => (q.get(name) ?? q.get('*') ?? 0) > 0;
  if (accepted('br')) return 'br';
  if (accepted('gzip') || accepted('x-gzip')) return 'gzip';
  return 'identity';
}
