// Product suggestions for a search box (/api/products/suggest): asked 200 ms after the last keystroke, the answer
// to an older query never overwriting a newer one. `searched` is the query the results belong to.
import { useEffect, useState } from 'react';
import { SITE_RETRY_COUNT, unwrap, useApi } from '~/lib/api-client';
import type { TSuggestion } from '../catalogue.schema';

export function useProductSuggestions<T extends TSuggestion = TSuggestion>(query: string, onResults?: () => void) {
  const api = useApi();
  const [results, setResults] = useState<T[]>([]);
  const [searched, setSearched] = useState('');
  useEffect(() => {
    const q = query.trim();
    if (!q) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      unwrap(api.get<T[]>('/api/products/suggest', { query: { q, limit: 8 }, signal: abort.signal, retry: SITE_RETRY_COUNT }))
        .then((found) => {
          setResults(found);
          setSearched(q);
          onResults?.();
        })
        .catch(() => {});
    }, 200);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
    // onResults is a notification, not an input of the search.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, query]);
  return { results, searched, clear: () => setResults([]) };
}
