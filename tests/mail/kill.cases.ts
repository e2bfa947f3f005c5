import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb, openDatabase, type Db } from '@/lib/server/db/client';
import { mailOutbox } from '@/lib/server/db/schema';
import { enqueueMail } from '@/lib/server/mail/outbox';
import { smtpTransport } from '@/lib/server/mail/transport';
import { createMailWorker, LEASE_MS } from '@/lib/server/mail/worker';
import { unique } from '../forms/support';
import { drain, startSmtp } from './support';

const MAILS = 16;

function startChild(env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', path.join('tests', 'mail', 'child-worker.ts')], {
    cwd: process.cwd(),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[child] ${chunk.toString()}`));
  return child;
}

async function until(check: () => boolean, ms: number, what: string) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('a delivering worker killed with SIGKILL', () => {
  it('loses no mail: what it claimed and did not finish goes out after the lease, with the same Message-ID', { timeout: 120_000 }, async () => {
    const onPostgres = Boolean(process.env.DATABASE_URL);
    const dir = onPostgres ? '' : fs.mkdtempSync(path.join(os.tmpdir(), 'vn-rentals-mail-kill-'));
    const open = async (): Promise<{ db: Db; close(): Promise<void> }> => {
      if (onPostgres) return { db: await getDb(), close: async () => {} };
      const handle = await openDatabase({ pgliteDir: dir });
      return { db: handle.db, close: () => handle.close() };
    };
    // Every mail waits 150 ms at the server, so the child is killed with mails in flight.
    const smtp = await startSmtp({ delayMs: 150 });
    try {
      const to = `${unique('killed')}@example.com`;
      let store = await open();
      const ids = await store.db.transaction(async (tx) => {
        const out: string[] = [];
        for (let i = 0; i < MAILS; i++) out.push((await enqueueMail(tx, { kind: 'test', language: 'en', to, subject: `Mail ${i}`, text: 'hello' })).messageId);
        return out;
      });
      // The embedded database is opened by one process at a time: the child's turn.
      await store.close();

      const child = startChild(onPostgres ? { SMTP_URL: smtp.url } : { SMTP_URL: smtp.url, PGLITE_DIR: dir });
      const exited = new Promise((resolve) => child.once('exit', resolve));
      await until(() => smtp.received.filter((m) => ids.includes(m.messageId ?? '')).length >= 3, 60_000, 'the child to deliver');
      child.kill('SIGKILL');
      await exited;
      const beforeKill = new Set(smtp.received.map((m) => m.messageId));
      expect(ids.filter((id) => !beforeKill.has(id)).length, 'mails left when the child died').toBeGreaterThan(0);

      store = await open();
      try {
        const worker = createMailWorker({ db: async () => store.db, transport: smtpTransport(smtp.url), log: () => {} });
        await drain(worker, new Date(Date.now() + LEASE_MS + 1000));
        worker.close();
        const rows = await store.db.select().from(mailOutbox).where(inArray(mailOutbox.messageId, ids));
        expect(rows.map((r) => r.status)).toEqual(Array(MAILS).fill('sent'));
      } finally {
        await store.close();
      }
      const received = new Set(smtp.received.map((m) => m.messageId));
      expect(ids.filter((id) => !received.has(id))).toEqual([]);
    } finally {
      await smtp.close();
      if (dir) fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
