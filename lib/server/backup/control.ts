import 'server-only';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * How `npm run backup` asks the running server for a backup of the embedded database (which only
 * the server may open): a local socket beside the data directory, readable by its owner only. The
 * command connects, writes `backup`, and the server answers one JSON line when the backup is whole
 * (or has failed); a closed connection means the server went away. Nothing is sent to a process
 * that does not listen: no signal can reach a command that merely holds the database.
 */
export type ControlAnswer = { ok: true; folder: string; summary: string } | { ok: false; error: string };

/** The socket of the server that has `dataDir` open. */
export function controlSocketPath(dataDir: string): string {
  const hash = createHash('sha256').update(dataDir).digest('hex').slice(0, 16);
  if (process.platform === 'win32') return `\\\\.\\pipe\\vn-rentals-backup-${hash}`;
  const beside = `${dataDir}.backup.sock`;
  // A Unix socket's path has room for about 100 bytes.
  return Buffer.byteLength(beside) < 100 ? beside : path.join(os.tmpdir(), `vn-rentals-backup-${hash}.sock`);
}

function connect(socketPath: string): Promise<net.Socket | undefined> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    socket.once('connect', () => resolve(socket));
    socket.once('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT' || err.code === 'ECONNREFUSED') resolve(undefined);
      else reject(err);
    });
  });
}

/**
 * Listens for backup requests; `run` makes one. Returns undefined (and says so through `warn`) when
 * another live process already answers on the socket.
 */
export async function serveBackupRequests(
  dataDir: string,
  run: () => Promise<{ folder: string; summary: string }>,
  warn: (line: string) => void,
): Promise<net.Server | undefined> {
  const socketPath = controlSocketPath(dataDir);
  const other = await connect(socketPath).catch(() => undefined);
  if (other) {
    other.destroy();
    warn(`Another process answers backup requests on ${socketPath}: this one does not.`);
    return undefined;
  }
  if (process.platform !== 'win32') fs.rmSync(socketPath, { force: true }); // a crashed server's
  const server = net.createServer((socket) => {
    socket.setEncoding('utf8');
    let asked = '';
    socket.on('error', () => {});
    socket.on('data', (chunk: string) => {
      asked += chunk;
      if (!asked.includes('\n')) {
        if (asked.length > 100) socket.destroy();
        return;
      }
      if (asked.trim() !== 'backup') {
        socket.end(`${JSON.stringify({ ok: false, error: `unknown request ${JSON.stringify(asked.trim().slice(0, 40))}` })}\n`);
        return;
      }
      run().then(
        (made) => socket.end(`${JSON.stringify({ ok: true, ...made } satisfies ControlAnswer)}\n`),
        (err: unknown) => socket.end(`${JSON.stringify({ ok: false, error: err instanceof Error ? err.message : String(err) } satisfies ControlAnswer)}\n`),
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  if (process.platform !== 'win32') fs.chmodSync(socketPath, 0o600);
  server.unref();
  return server;
}

/**
 * Asks the server that has `dataDir` open for a backup and waits for its answer; undefined when no
 * server listens there.
 */
export async function requestBackup(dataDir: string, timeoutMs = 30 * 60_000): Promise<ControlAnswer | undefined> {
  const socket = await connect(controlSocketPath(dataDir));
  if (!socket) return undefined;
  return new Promise((resolve) => {
    let answer = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ ok: false, error: `the server did not answer within ${timeoutMs / 60_000} minutes (its log says what it is doing)` });
    }, timeoutMs);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      try {
        resolve(JSON.parse(answer) as ControlAnswer);
      } catch {
        resolve({ ok: false, error: 'the server closed the connection without an answer (did it stop?); its log says why' });
      }
    });
    socket.write('backup\n');
  });
}
