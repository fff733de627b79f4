// A small in-process cache of derived data, cleared by change events and bounded by a lifetime (and, for keys
// that come from visitors, by a number of entries). A bus that reconnects may have missed events: that clears
// it too.
import { ANY_TOPIC, type ChangeBus, type ChangeTopic } from '../events/change-bus';

export interface Memo<K, V> {
  get(key: K, load: () => Promise<V>): Promise<V>;
  clear(): void;
}

export interface MemoOptions {
  ttlMs: number;
  bus?: ChangeBus;
  /** The change event that clears the memo, or a test of every event's topic. */
  topic?: ChangeTopic | ((topic: ChangeTopic) => boolean);
  /** At most this many keys; the least recently used entry makes room for a new one. */
  maxEntries?: number;
}

export function createMemo<K, V>(options: MemoOptions): Memo<K, V> {
  const entries = new Map<K, { at: number; value: Promise<V> }>();
  const clear = () => entries.clear();
  const { bus, topic, maxEntries = Infinity } = options;
  if (bus && typeof topic === 'function') {
    const clears = topic;
    bus.subscribe(ANY_TOPIC, (changed) => clears(changed) && clear());
  } else if (bus && typeof topic === 'string') bus.subscribe(topic, clear);
  if (bus && topic) bus.onReconnect(clear);
  return {
    get(key, load) {
      const hit = entries.get(key);
      if (hit && Date.now() - hit.at < options.ttlMs) {
        // Least recently used goes first: a hit moves its entry to the back.
        if (maxEntries !== Infinity) {
          entries.delete(key);
          entries.set(key, hit);
        }
        return hit.value;
      }
      // The promise is stored, so concurrent misses share one load; a failed load is not kept.
      const value = load();
      entries.delete(key);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as K);
      entries.set(key, { at: Date.now(), value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    clear,
  };
}

/**
 * One memo per change bus: each app (and each test server) has its own bus, so a memo filled by one never answers
 * another. `forBus(deps.bus).get(key, load)`.
 */
export function memoPerBus<K, V>(options: Omit<MemoOptions, 'bus'>): (bus: ChangeBus) => Memo<K, V> {
  const memos = new WeakMap<ChangeBus, Memo<K, V>>();
  return (bus) => {
    let memo = memos.get(bus);
    if (!memo) memos.set(bus, (memo = createMemo<K, V>({ ...options, bus })));
    return memo;
  };
}
