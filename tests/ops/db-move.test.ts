/**
 * npm run db:move's copy (lib/server/db/move.ts): an embedded database filled by
 * the site's own functions is moved into a fresh PostgreSQL database, which then holds the same
 * rows (counted and compared row by row), the same sequences (the next contact gets the next id),
 * and the same staff session; a second move into the now-filled target is refused without touching
 * it, and a copy that fails part-way leaves the target empty. Needs PostgreSQL: runs only with
 * DATABASE_URL set (each test makes and drops its own `move_…` databases there).
 */
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as alertPost } from '@/app/api/alerts/route';
import { POST as contactPost } from '@/app/api/contacts/route';
import { POST as sharedListPost } from '@/app/api/shared-lists/route';
import { openDatabase, rowsOf, useDbHandle, type Db, type DbHandle } from '@/lib/server/db/client';
import { moveDatabase, MoveRefused, tablesInForeignKeyOrder, type MoveReport } from '@/lib/server/db/move';
import { inboxItems, mailOutbox, properties } from '@/lib/server/db/schema';
import { enqueueMail } from '@/lib/server/mail/outbox';
import { addNote } from '@/lib/server/inbox/actions';
import { getAuth, resetAuth } from '@/lib/server/staff/auth';
import { createStaff } from '@/lib/server/staff/accounts';
import { staffFromHeaders } from '@/lib/server/staff/session';
import { seedDatabase } from '@/scripts/seed/seed';
import { postJson, unique } from '../forms/support';
import { totp } from '../support/totp';

// better-auth reads the request's client address through next/headers.
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-forwarded-for': '203.0.113.42' }),
  cookies: async () => ({ get: () => undefined, set: () => {}, delete: () => {} }),
}));

const SERVER = process.env.TEST_SEEDED_DATABASE_URL ?? process.env.DATABASE_URL;
const PASSWORD = 'a long enough staff password 42';

function databaseUrl(name: string): string {
  const url = new URL(SERVER!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin(statement: string): Promise<void> {
  const client = new Client({ connectionString: databaseUrl('postgres') });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Every table's rows as one checksum, read in UTC so that both engines print times alike. */
async function checksums(db: Db): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const tables = await tablesInForeignKeyOrder(db); // before the transaction: the embedded engine has one connection
  await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL TimeZone = 'UTC'`);
    for (const table of tables) {
      const [row] = await rowsOf<{ n: string | number; sum: string }>(
        tx as unknown as Db,
        sql`SELECT count(*) AS n, md5(coalesce(string_agg(j, ',' ORDER BY j), '')) AS sum FROM (SELECT row_to_json(t)::text AS j FROM ${sql.identifier(table)} t) r`,
      );
      out[table] = `${row.n}:${row.sum}`;
    }
  });
  return out;
}

async function sequenceStates(db: Db): Promise<Record<string, string>> {
  const names = await rowsOf<{ name: string }>(db, sql`SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind = 'S' ORDER BY 1`);
  const out: Record<string, string> = {};
  for (const { name } of names) {
    const [row] = await rowsOf<{ last: string; called: boolean }>(db, sql`SELECT last_value::text AS last, is_called AS called FROM ${sql.identifier(name)}`);
    out[name] = `${row.last}/${row.called}`;
  }
  return out;
}

const contact = (patch: Record<string, unknown> = {}) => ({
  info: { language: 'en', cityId: 1, expectedCheckInDate: '03/01/2027', expectedTourInspectionDate: '02/20/2027', fullName: 'Moved Renter', email: `${unique('move')}@example.com`, phone: '+84 90 123 4567', ...patch },
});

describe.skipIf(!SERVER)(`db:move into PostgreSQL${SERVER ? '' : ' (skipped: needs DATABASE_URL, a PostgreSQL server to make databases on)'}`, () => {
  const suffix = `${process.pid}_${randomBytes(3).toString('hex')}`;
  const target = `move_t_${suffix}`;
  const broken = `move_b_${suffix}`;
  let source: DbHandle;
  let moved: DbHandle | undefined;
  let report: MoveReport;
  let before: Record<string, string>;
  let cookie: string;
  let contactId: number;

  beforeAll(async () => {
    // The embedded database, in memory, even though DATABASE_URL is set (databaseUrl '').
    source = await openDatabase({ databaseUrl: '', pgliteDir: 'memory://' });
    useDbHandle(source);
    resetAuth();
    await seedDatabase(source.db, { residences: 40, offices: 12, ratesAsOf: new Date('2026-11-01') });
    const db = source.db;

    // Staff: an agent with a second factor turned on, and an admin signed in (a session).
    const auth = await getAuth();
    const signIn = async (address: string) => {
      const res = await auth.api.signInEmail({ body: { email: address, password: PASSWORD }, asResponse: true });
      expect(res.status).toBe(200);
      return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    };
    const agent = `${unique('agent')}@staff.test`;
    await createStaff(db, { email: agent, name: 'Two-step Agent', role: 'agent', password: PASSWORD });
    const agentCookie = new Headers({ cookie: await signIn(agent) });
    const enabled = await auth.api.enableTwoFactor({ body: { password: PASSWORD, method: 'totp' }, headers: agentCookie });
    if (enabled.method !== 'totp') throw new Error('no TOTP key');
    await auth.api.verifyTOTP({ body: { code: totp(new URL(enabled.totpURI).searchParams.get('secret')!, Date.now() - 30_000) }, headers: agentCookie });
    const email = `${unique('admin')}@staff.test`;
    const staff = await createStaff(db, { email, name: 'Moving Admin', role: 'admin', password: PASSWORD });
    cookie = await signIn(email);

    // A renter's contact (an inbox item, a notification in the outbox), a note on it, an alert, a shared list, a mail.
    const posted = await postJson(contactPost, '/api/contacts', contact());
    expect(posted.status, JSON.stringify(posted.body)).toBe(200);
    contactId = Number(posted.body.id);
    const [item] = await db.select().from(inboxItems).orderBy(inboxItems.id).limit(1);
    expect(await addNote(db, { id: staff.id, email, name: 'Moving Admin', role: 'admin' }, item.id, { body: 'Called back; moving to PostgreSQL.' })).toEqual({ ok: true });
    expect((await postJson(alertPost, '/api/alerts', { email: `${unique('alert')}@example.com`, language: 'en', kind: 'residence', query: 'cityId=1' })).status).toBe(200);
    const [first, second] = await db.select({ id: properties.id }).from(properties).orderBy(properties.id).limit(2);
    expect((await postJson(sharedListPost, '/api/shared-lists', { items: [{ kind: 'residence', id: first.id }, { kind: 'residence', id: second.id }], language: 'jp' }, { guard: false })).status).toBe(201);
    await db.transaction((tx) => enqueueMail(tx, { kind: 'test', language: 'ja', to: 'renter@example.com', subject: '引っ越しのお知らせ', text: 'Moved.' }));

    expect((await staffFromHeaders(new Headers({ cookie })))?.name, 'signed in before the move').toBe('Moving Admin');

    before = await checksums(db);
    await admin(`CREATE DATABASE ${target}`);
    // Small batches, so that every table larger than one crosses batch boundaries.
    report = await moveDatabase(source, databaseUrl(target), { batchRows: 7 });
    moved = await openDatabase({ databaseUrl: databaseUrl(target), migrate: false });
  }, 180_000);

  afterAll(async () => {
    useDbHandle(source); // the process-wide handle again: worker-setup's closeDb closes it
    await moved?.close();
    await admin(`DROP DATABASE IF EXISTS ${target} WITH (FORCE)`);
    await admin(`DROP DATABASE IF EXISTS ${broken} WITH (FORCE)`);
  });

  it('copies every table, the staff, their sessions and second factors, the inbox, outbox, alerts and shared lists, row for row', async () => {
    const filled = ['properties', 'property_search_counts', 'app_settings', 'staff_users', 'staff_accounts', 'staff_sessions', 'staff_two_factors', 'contact_requests', 'inbox_items', 'inbox_notes', 'mail_outbox', 'search_alerts', 'shared_lists', 'audit_log'];
    for (const table of filled) expect(before[table], table).not.toMatch(/^0:/);
    expect(report.tables.map((t) => t.table).sort()).toEqual(Object.keys(before).sort());
    for (const t of report.tables) expect(t.target, t.table).toBe(t.source);
    // Not only the counts: every row alike, the counts the search keeps by trigger included (not counted twice).
    expect(await checksums(moved!.db)).toEqual(before);
  });

  it('carries every sequence over: the next contact after the move gets the next id, no collision', async () => {
    expect(await sequenceStates(moved!.db)).toEqual(await sequenceStates(source.db));
    useDbHandle(moved!);
    resetAuth();
    const res = await postJson(contactPost, '/api/contacts', contact());
    expect(res.status).toBe(200);
    expect(Number(res.body.id)).toBe(contactId + 1);
    const mails = await moved!.db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.kind, 'test'));
    expect(mails).toHaveLength(1);
  });

  it('keeps staff signed in: the session moved with them', async () => {
    useDbHandle(moved!);
    resetAuth();
    expect((await staffFromHeaders(new Headers({ cookie })))?.name).toBe('Moving Admin');
    // And a made-up cookie is still nobody: the check can fail.
    expect(await staffFromHeaders(new Headers({ cookie: 'staff.session_token=forged.value' }))).toBeNull();
  });

  it('refuses a second move into the now-filled target, naming its tables, and leaves it as it was', async () => {
    const filled = await checksums(moved!.db);
    const again = moveDatabase(source, databaseUrl(target));
    await expect(again).rejects.toBeInstanceOf(MoveRefused);
    await expect(again).rejects.toThrow(/already holds data.*properties \(\d+ rows\)|already holds data/);
    expect(await checksums(moved!.db)).toEqual(filled);
  });

  it('leaves the target empty, triggers on, when the copy fails part-way', async () => {
    await admin(`CREATE DATABASE ${broken}`);
    const prepared = await openDatabase({ databaseUrl: databaseUrl(broken) });
    try {
      // A rule the source's rows break, on a table copied late (after cities, projects…).
      await prepared.exec(`ALTER TABLE property_texts ADD CONSTRAINT move_test_refuses CHECK (false) NOT VALID`);
      await expect(moveDatabase(source, databaseUrl(broken))).rejects.toThrow(/rolled back, so the target is still empty/);
      const counts = await checksums(prepared.db);
      const nonEmpty = Object.entries(counts).filter(([table, c]) => !c.startsWith('0:') && table !== 'content_version');
      expect(nonEmpty).toEqual([]);
      const off = await rowsOf<{ name: string }>(prepared.db, sql`SELECT tgname AS name FROM pg_trigger WHERE NOT tgisinternal AND tgenabled <> 'O'`);
      expect(off).toEqual([]);
    } finally {
      await prepared.close();
    }
  });
});
