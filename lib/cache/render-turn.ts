import type { IncomingMessage, ServerResponse } from 'node:http';
import type { WorkQueue } from '@/lib/work-queue';

/**
 * Hands a request to `handle` when the queue gives it a turn, and keeps the turn until the
 * response is closed (sent, or the client gone). A client that leaves while it waits is not
 * handled at all, and its turn passes on at once: its 'close' has fired already, and waiting for it
 * would hold the turn forever. False when the queue is full (the caller answers 503).
 */
export function inTurn(queue: WorkQueue, req: IncomingMessage, res: ServerResponse, handle: (req: IncomingMessage, res: ServerResponse) => void): boolean {
  const turn = queue.run(
    () =>
      new Promise<void>((done) => {
        if (res.closed || req.socket.destroyed) return done();
        res.once('close', done);
        handle(req, res);
      }),
  );
  return turn !== undefined;
}
