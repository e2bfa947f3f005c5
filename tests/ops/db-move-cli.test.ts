/**
 * `npm run db:move`'s command line as an operator meets it (scripts/db-move.ts), on either engine:
 * help, bad arguments, no embedded database, no bucket for --uploads, and the embedded database in
 * use by a running site: each a plain message and exit code 1, never a stack trace.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/lib/server/db/client';

const root = process.cwd();
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'vn-rentals-db-move-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

function dbMove(args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['--conditions=react-server', 'scripts/db-move.ts', ...args], {
      cwd: root,
      env: { ...process.env, PGLITE_DIR: path.join(scratch, 'none'), S3_ENDPOINT: '', S3_BUCKET: '', S3_ACCESS_KEY_ID: '', S3_SECRET_ACCESS_KEY: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    child.on('exit', (code) => resolve({ code, out }));
  });
}

const TARGET = 'postgres://postgres@127.0.0.1:5432/move_never_made';
const noStack = (out: string) => expect(out).not.toMatch(/^\s+at /m);

describe('npm run db:move, its command line', () => {
  it('prints its usage with --help, and refuses bad arguments with a message and exit 1', async () => {
    const [help, unknown, badUrl, otherScheme, nothing] = await Promise.all([
      dbMove(['--help']),
      dbMove(['--bogus']),
      dbMove(['--to', 'not a url']),
      dbMove(['--to', 'mysql://root@localhost/rentals']),
      dbMove([]),
    ]);
    expect(help.code).toBe(0);
    expect(help.out).toMatch(/Usage: npm run db:move -- --to postgres:\/\/.*\[--uploads\]/);
    expect(unknown).toMatchObject({ code: 1 });
    expect(unknown.out).toMatch(/Unknown option '--bogus'[\s\S]*Usage:/);
    expect(badUrl.code).toBe(1);
    expect(badUrl.out).toContain('--to must be a PostgreSQL URL');
    expect(otherScheme.code).toBe(1);
    expect(otherScheme.out).toContain('--to must start with postgres:// or postgresql://');
    expect(nothing.code).toBe(1);
    expect(nothing.out).toContain('Say where to move');
    for (const r of [unknown, badUrl, otherScheme, nothing]) noStack(r.out);
  }, 60_000);

  it('refuses when there is no embedded database, and --uploads without a bucket', async () => {
    const [none, noBucket] = await Promise.all([dbMove(['--to', TARGET]), dbMove(['--to', TARGET, '--uploads'])]);
    expect(none.code).toBe(1);
    expect(none.out).toContain(`There is no embedded database at ${path.join(scratch, 'none')} (PGLITE_DIR): nothing to move.`);
    expect(noBucket.code).toBe(1);
    expect(noBucket.out).toContain('--uploads needs a bucket: set S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
    for (const r of [none, noBucket]) noStack(r.out);
  }, 60_000);

  it('refuses while the site has the embedded database open, and leaves it working', async () => {
    const dir = path.join(scratch, 'running');
    const site = await openDatabase({ databaseUrl: '', pgliteDir: dir });
    try {
      const busy = await dbMove(['--to', TARGET], { PGLITE_DIR: dir });
      expect(busy.code).toBe(1);
      expect(busy.out).toContain(`is in use by process ${process.pid} (is the server running?)`);
      noStack(busy.out);
      await site.exec('SELECT 1');
    } finally {
      await site.close();
    }
  }, 60_000);
});
