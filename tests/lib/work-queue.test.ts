import { describe, expect, it } from 'vitest';
import { createWorkQueue } from '@/lib/work-queue';

const gate = () => {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
};
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the bounded work queue', () => {
  it('runs at most `concurrency` jobs, keeps at most `maxWaiting` in line, and turns the rest away at once, even in one burst', async () => {
    const queue = createWorkQueue(2, 3);
    const gates = Array.from({ length: 8 }, gate);
    const started: number[] = [];
    const runs = gates.map((g, i) => queue.run(async () => (started.push(i), await g.opened, i)));
    expect(runs.map((r) => r !== undefined)).toEqual([true, true, true, true, true, false, false, false]);
    await tick();
    expect([queue.running, queue.waiting]).toEqual([2, 3]);
    expect(started).toEqual([0, 1]);
    gates[1].open();
    expect(await runs[1]).toBe(1);
    await tick();
    // First come, first served: job 2 takes the freed slot, and a newcomer queues behind 3 and 4.
    expect(started).toEqual([0, 1, 2]);
    const late = queue.run(async () => 'late');
    expect(late).toBeDefined();
    expect(queue.run(async () => 'refused')).toBeUndefined();
    for (const g of gates) g.open();
    expect(await Promise.all(runs.slice(0, 5))).toEqual([0, 1, 2, 3, 4]);
    expect(await late).toBe('late');
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });

  it('frees the slot of a job that fails', async () => {
    const queue = createWorkQueue(1, 0);
    await expect(queue.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await queue.run(async () => 'next')).toBe('next');
  });
});
