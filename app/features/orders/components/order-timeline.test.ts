// The order timeline's steps from recorded transitions: reached steps carry their time, the next one is marked, a
// policy rejection shows its reason and then the refund.
import { describe, expect, it } from 'vitest';
import type { TOrderEvent, TOrderStatus } from '../orders.schema';
import { timelineOf } from './order-timeline';

const at = (minute: number) => `2026-05-01T08:${String(minute).padStart(2, '0')}:00.000Z`;
function order(status: TOrderStatus, path: [TOrderStatus, string?][]) {
  const events: TOrderEvent[] = path.map(([to, note], i) => ({ from: null, to, cause: 'system', note: note ?? null, at: at(i) }));
  return { status, events, createdAt: at(0), rejectReason: null };
}
const shape = (o: ReturnType<typeof order>) => timelineOf(o).map((s) => `${s.key}:${s.state}${s.at ? '@' : ''}${s.note ? `(${s.note})` : ''}`);

describe('timelineOf', () => {
  it('a new order waits for payment, with review and going live ahead', () => {
    expect(shape(order('pending', [['pending']]))).toEqual(['submitted:done@', 'paid:next', 'in_review:later', 'fulfilled:later']);
  });

  it('a paid order in review is at the review step, going live ahead', () => {
    expect(shape(order('in_review', [['pending'], ['paid'], ['in_review']]))).toEqual([
      'submitted:done@',
      'paid:done@',
      'in_review:next@',
      'fulfilled:later',
    ]);
  });

  it('an approved order ends live', () => {
    const steps = shape(order('fulfilled', [['pending'], ['paid'], ['in_review'], ['fulfilled']]));
    expect(steps.at(-1)).toBe('fulfilled:done@');
  });

  it('a policy rejection shows the reason, then the refund in progress and done', () => {
    const refunding = order('refunding', [['pending'], ['paid'], ['in_review'], ['refunding', 'Not an AI product']]);
    expect(shape(refunding).slice(3)).toEqual(['rejected:stopped@(Not an AI product)', 'refunding:next@']);
    const refunded = order('refunded', [['pending'], ['paid'], ['in_review'], ['refunding', 'Not an AI product'], ['refunded']]);
    expect(shape(refunded).slice(3)).toEqual(['rejected:stopped@(Not an AI product)', 'refunded:done@']);
  });

  it('a rejection without refund stops there', () => {
    expect(shape(order('rejected', [['pending'], ['paid'], ['in_review'], ['rejected', 'Duplicate']])).slice(3)).toEqual(['rejected:stopped@(Duplicate)']);
  });

  it('an order never paid ends expired or cancelled', () => {
    expect(shape(order('expired', [['pending'], ['expired']]))).toEqual(['submitted:done@', 'expired:stopped@']);
    expect(shape(order('cancelled', [['pending'], ['cancelled']]))).toEqual(['submitted:done@', 'cancelled:stopped@']);
  });
});
