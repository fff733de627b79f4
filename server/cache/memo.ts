// A small in-process cache of derived data, cleared by change events and bounded by a lifetime.
import type { ChangeBus, ChangeTopic } from '../events/change-bus';

export interface Memo<K, V> {
  get(key: K, load: () => Promise<V>): Promise<V>;
  clear(): void;
}

export function createMemo<K, V>(options: { ttlMs: number; bus?: ChangeBus; topic?: ChangeTopic }): Memo<K, V> {
  const entries = new Map<K, { at: number; value: Promise<V> }>();
  const clear = () => entries.clear();
  if (options.bus && options.topic) options.bus.subscribe(options.topic, clear);
  return {
    get(key, load) {
      const hit = entries.get(key);
      if (hit && Date.now() - hit.at < options.ttlMs) return hit.value;
      // The promise is stored, so concurrent misses share one load; a failed load is not kept.
      const value = load();
      entries.set(key, { at: Date.now(), value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    clear,
  };
}
