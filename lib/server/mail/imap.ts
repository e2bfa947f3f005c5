import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { ImapFlow } from 'imapflow';
import { simpleParser } from 'mailparser';
import { getDb, type Db } from '../db/client';
import { imapState } from '../db/schema';
import { fileInboundMail } from './inbound';
import { log as logger } from '@/lib/observability/log';

/**
 * Reads customers' answers from the replies mailbox (IMAP_URL) and files them (./inbound.ts).
 * Nothing is read twice: each poll fetches only UIDs above the mailbox's stored high-water mark,
 * which only ever rises, and a mail two instances fetch at once is stored once (its Message-ID is
 * unique). A new UIDVALIDITY (the mailbox was recreated) starts from the beginning again, and the
 * Message-IDs keep what was already filed from coming in twice.
 */
export type ImapTarget = { host: string; port: number; secure: boolean; user: string; pass: string; mailbox: string };

export function parseImapUrl(url: string): ImapTarget {
  const u = new URL(url);
  const secure = u.protocol === 'imaps:';
  return {
    host: u.hostname,
    port: u.port ? Number(u.port) : secure ? 993 : 143,
    secure,
    user: decodeURIComponent(u.username),
    pass: decodeURIComponent(u.password),
    mailbox: decodeURIComponent(u.pathname.replace(/^\/+/, '')) || 'INBOX',
  };
}

export type PollResult = { read: number; stored: number };
const BATCH = 50;

export async function pollMailbox(url: string, options: { db?: () => Promise<Db>; batch?: number } = {}): Promise<PollResult> {
  const target = parseImapUrl(url);
  const db = await (options.db ?? getDb)();
  const key = `${target.user}@${target.host}:${target.port}/${target.mailbox}`;
  const client = new ImapFlow({ host: target.host, port: target.port, secure: target.secure, auth: { user: target.user, pass: target.pass }, logger: false, connectionTimeout: 20_000 });
  await client.connect();
  const result: PollResult = { read: 0, stored: 0 };
  try {
    const lock = await client.getMailboxLock(target.mailbox);
    try {
      const mailbox = client.mailbox;
      const uidValidity = mailbox ? Number(mailbox.uidValidity) : 0;
      const [state] = await db.select().from(imapState).where(eq(imapState.mailbox, key));
      const last = state && state.uidValidity === uidValidity ? state.lastUid : 0;
      const found = (await client.search({ uid: `${last + 1}:*` }, { uid: true })) || [];
      // "n:*" names the last mail even when its UID is below n.
      const uids = found.filter((uid) => uid > last).sort((a, b) => a - b).slice(0, options.batch ?? BATCH);
      for (const uid of uids) {
        const message = await client.fetchOne(String(uid), { source: true }, { uid: true });
        if (message && message.source) {
          const parsed = await simpleParser(message.source);
          const filed = await fileInboundMail(db, parsed, `<imap.${uidValidity}.${uid}@${target.host}>`);
          result.read += 1;
          if (filed.stored) result.stored += 1;
        }
        // After each mail: a crash re-reads at most the one in hand (and its Message-ID stops it).
        await db
          .insert(imapState)
          .values({ mailbox: key, uidValidity, lastUid: uid })
          .onConflictDoUpdate({
            target: imapState.mailbox,
            set: {
              lastUid: sql`CASE WHEN ${imapState.uidValidity} = ${uidValidity} THEN GREATEST(${imapState.lastUid}, ${uid}) ELSE ${uid} END`,
              uidValidity,
              updatedAt: new Date(),
            },
          });
      }
    } finally {
      lock.release();
    }
  } finally {
    await client.logout().catch(() => client.close());
  }
  return result;
}

/** Polls every `pollMs` until stopped; a failing server is reported once, not on every poll. */
export function startImapPoller(url: string, pollMs: number, log: (line: string) => void = (l) => logger('mail').warn(l)): { stop(): Promise<void> } {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  let failing = false;
  const run = () => {
    running = (async () => {
      try {
        const { stored } = await pollMailbox(url);
        if (stored) log(`[mail] filed ${stored} customer mail(s) from the replies mailbox`);
        if (failing) log('[mail] the replies mailbox can be read again');
        failing = false;
      } catch (err) {
        if (!failing) log(`[mail] could not read the replies mailbox: ${err instanceof Error ? err.message : String(err)}`);
        failing = true;
      } finally {
        running = undefined;
        if (!stopped) timer = setTimeout(run, pollMs);
      }
    })();
  };
  timer = setTimeout(run, 0);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
