import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { inTurn } from '@/lib/cache/render-turn';
import { createWorkQueue } from '@/lib/work-queue';

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => (s.closeAllConnections(), s.close(r)))));
});

describe('a request handled in its turn', () => {
  it('gives the turn on when a waiting client leaves, so the queue never fills with the gone', async () => {
    const queue = createWorkQueue(1, 1);
    const held: http.ServerResponse[] = [];
    const handled: string[] = [];
    const server = http.createServer((req, res) => {
      const ok = inTurn(queue, req, res, (r, s) => {
        handled.push(r.url ?? '');
        if (r.url === '/slow') held.push(s);
        else s.end('done');
      });
      if (!ok) res.writeHead(503).end();
    });
    servers.push(server);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    const slow = fetch(`${base}/slow`).then((r) => r.text());
    await new Promise((r) => setTimeout(r, 50));
    const leaving = new AbortController();
    const gone = fetch(`${base}/gone`, { signal: leaving.signal }).catch(() => 'aborted');
    await new Promise((r) => setTimeout(r, 50));
    expect((await fetch(`${base}/refused`)).status).toBe(503); // one running, one waiting
    leaving.abort();
    expect(await gone).toBe('aborted');
    await new Promise((r) => setTimeout(r, 50));
    held[0].end('slow done');
    expect(await slow).toBe('slow done');
    // The departed client was never handled, and the turn is free again.
    expect(await (await fetch(`${base}/next`)).text()).toBe('done');
    expect(handled).toEqual(['/slow', '/next']);
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });
});
