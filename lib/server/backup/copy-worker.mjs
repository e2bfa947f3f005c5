/**
 * A worker thread that holds the in-memory copy of the embedded database a backup dumps
 * (lib/server/backup/database.ts): starting PGlite runs for a second or two without yielding, and
 * in the production server that would stall every request meanwhile. Plain JavaScript, importing
 * only packages, so that it runs alike under tsx, Vitest and Node.
 *
 * workerData: { tarball: ArrayBuffer } (an uncompressed data directory). Then it answers messages
 * { id, op: 'query', sql } with { id, rows }, { id, op: 'dump', file, args } with { id } once the
 * SQL dump is written, { id, op: 'close' } with { id } and exits; a failure is { id, error }.
 */
import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';

const port = parentPort;
if (!port) throw new Error('copy-worker.mjs runs as a worker thread');

let copy;
try {
  copy = await PGlite.create({ loadDataDir: new Blob([workerData.tarball]), extensions: { pg_trgm, btree_gist, cube, earthdistance } });
  port.postMessage({ id: 0 });
} catch (err) {
  port.postMessage({ id: 0, error: err instanceof Error ? err.message : String(err) });
}

port.on('message', async (message) => {
  const { id, op } = message;
  try {
    if (op === 'query') {
      port.postMessage({ id, rows: (await copy.query(message.sql)).rows });
    } else if (op === 'dump') {
      const dumped = await pgDump({ pg: copy, args: message.args });
      await fs.promises.writeFile(message.file, Buffer.from(await dumped.arrayBuffer()), { flag: 'wx' });
      port.postMessage({ id });
    } else if (op === 'close') {
      await copy?.close();
      port.postMessage({ id });
      port.close();
    } else {
      port.postMessage({ id, error: `unknown operation ${op}` });
    }
  } catch (err) {
    port.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
});
