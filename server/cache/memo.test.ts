import { describe, expect, it } from 'vitest';
import { createLocalBus } from '../events/change-bus';
import { createMemo, memoPerBus } from './memo';

describe('memo', () => {
  it('shares one load between concurrent callers and keeps it for its lifetime', async () => {
    let loads = 0;
    const memo = createMemo<string, number>({ ttlMs: 60_000 });
    const load = async () => ++loads;
    const [a, b] = await Promise.all([memo.get('k', load), memo.get('k', load)]);
    expect([a, b, await memo.get('k', load), loads]).toEqual([1, 1, 1, 1]);
  });

  it('does not keep a failed load', async () => {
    const memo = createMemo<string, number>({ ttlMs: 60_000 });
    await expect(memo.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await memo.get('k', async () => 7)).toBe(7);
  });

  it('holds at most maxEntries keys, dropping the least recently used', async () => {
    let loads = 0;
    const memo = createMemo<number, number>({ ttlMs: 60_000, maxEntries: 2 });
    const load = (n: number) => async () => (loads++, n);
    await memo.get(1, load(1));
    await memo.get(2, load(2));
    await memo.get(1, load(1)); // 1 is now the most recently used
    await memo.get(3, load(3)); // so 2 makes room
    expect(loads).toBe(3);
    await memo.get(1, load(1));
    await memo.get(3, load(3));
    expect(loads).toBe(3);
    await memo.get(2, load(2));
    expect(loads).toBe(4);
  });

  it('is cleared by its topic, or by every topic its test accepts', async () => {
    const bus = createLocalBus();
    let loads = 0;
    const load = async () => ++loads;
    const byName = createMemo<string, number>({ ttlMs: 60_000, bus, topic: 'catalogue' });
    const byTest = createMemo<string, number>({ ttlMs: 60_000, bus, topic: (t) => t.startsWith('product') });
    await byName.get('k', load);
    await byTest.get('k', load);
    await bus.publish('product:7');
    expect(await byName.get('k', load)).toBe(1);
    expect(await byTest.get('k', load)).toBe(3);
    await bus.publish('navigation');
    expect(await byTest.get('k', load)).toBe(3);
    await bus.publish('catalogue');
    expect(await byName.get('k', load)).toBe(4);
    await bus.close();
  });

  it('is cleared when its bus reconnects after a gap', async () => {
    const bus = createLocalBus();
    let loads = 0;
    const memo = createMemo<string, number>({ ttlMs: 60_000, bus, topic: 'navigation' });
    await memo.get('k', async () => ++loads);
    expect(await memo.get('k', async () => ++loads)).toBe(1);
    bus.reconnected();
    expect(await memo.get('k', async () => ++loads)).toBe(2);
    await bus.close();
  });

  it('keeps one memo per bus: apps never answer from each other, and each is cleared by its own bus', async () => {
    const [one, two] = [createLocalBus(), createLocalBus()];
    const forBus = memoPerBus<string, string>({ ttlMs: 60_000, topic: 'models' });
    expect(forBus(one)).toBe(forBus(one));
    await forBus(one).get('k', async () => 'one');
    expect(await forBus(two).get('k', async () => 'two')).toBe('two');
    await two.publish('models');
    expect(await forBus(one).get('k', async () => 'again')).toBe('one');
    expect(await forBus(two).get('k', async () => 'fresh')).toBe('fresh');
    await Promise.all([one.close(), two.close()]);
  });
});
