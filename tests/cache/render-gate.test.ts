import { describe, expect, it } from 'vitest';
import { RenderGate } from '@/lib/cache/render-gate';

describe('the render gate', () => {
  it('lets a bounded number in, queues a bounded number in order, and refuses the rest', async () => {
    const gate = new RenderGate(2, 2);
    const a = gate.enter();
    const b = gate.enter();
    const order: string[] = [];
    const c = gate.enter()!.then((release) => (order.push('c'), release));
    const d = gate.enter()!.then((release) => (order.push('d'), release));
    expect(gate.enter()).toBeUndefined();
    expect([gate.inFlight, gate.queued]).toEqual([2, 2]);
    (await a!)();
    const releaseC = await c;
    expect(order).toEqual(['c']);
    (await b!)();
    (await d)();
    releaseC();
    releaseC(); // a second release changes nothing
    expect([gate.inFlight, gate.queued]).toEqual([0, 0]);
    expect(gate.stats).toEqual({ started: 4, queued: 2, refused: 1 });
  });
});
