/**
 * A delivery worker in a process of its own, for the kill -9 test (tests/mail/kill.cases.ts) and
 * scripts: ticks against DATABASE_URL or PGLITE_DIR, delivering to SMTP_URL, and says what it claimed.
 * Run with `node --conditions=react-server --import tsx tests/mail/child-worker.ts`.
 */
import { getDbHandle } from '@/lib/server/db/client';
import { smtpTransport } from '@/lib/server/mail/transport';
import { createMailWorker } from '@/lib/server/mail/worker';

const url = process.env.SMTP_URL;
if (!url) throw new Error('SMTP_URL is required');
const worker = createMailWorker({ transport: smtpTransport(url), batch: Number(process.env.MAIL_BATCH ?? 4) });
await getDbHandle();
console.log('ready');
for (;;) {
  const { claimed } = await worker.tick();
  if (claimed) console.log(`claimed ${claimed}`);
  else await new Promise((r) => setTimeout(r, 50));
}
