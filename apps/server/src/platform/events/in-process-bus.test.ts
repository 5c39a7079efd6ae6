import { describe, expect, it } from 'vitest';
import { inProcessBus } from './in-process-bus.js';
import type { BusEvent } from './event-bus.js';

describe('in-process event bus', () => {
  it('delivers a copy to every subscriber and stops after unsubscribe', async () => {
    const bus = inProcessBus();
    const a: BusEvent[] = [];
    const b: BusEvent[] = [];
    bus.subscribe((e) => a.push(e));
    const stopB = bus.subscribe((e) => b.push(e));
    const event = { type: 't', tenantId: null, payload: { n: 1 } };
    await bus.publish(event);
    stopB();
    await bus.publish({ ...event, payload: { n: 2 } });
    expect(a.map((e) => e.payload)).toEqual([{ n: 1 }, { n: 2 }]);
    expect(b.map((e) => e.payload)).toEqual([{ n: 1 }]);
    expect(a[0]).not.toBe(event);
  });

  it('keeps delivering when one handler throws', async () => {
    const errors: unknown[] = [];
    const bus = inProcessBus((e) => errors.push(e));
    const seen: string[] = [];
    bus.subscribe(() => {
      throw new Error('boom');
    });
    bus.subscribe((e) => seen.push(e.type));
    await bus.publish({ type: 'x', tenantId: null, payload: null });
    expect(seen).toEqual(['x']);
    expect(errors).toHaveLength(1);
  });
});
