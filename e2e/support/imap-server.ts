/**
 * The browser tests' replies mailbox: Debian's dovecot (tests/mail/dovecot.ts) on a fixed port,
 * which the app under test reads customers' answers from (IMAP_URL in playwright.config.ts) and a
 * test drops an answer into (e2e/support/mail.ts `dropReply`). Run by Playwright as a web server
 * where dovecot is installed:
 *   tsx e2e/support/imap-server.ts --port 2527
 */
import { parseArgs } from 'node:util';
import { startDovecot } from '../../tests/mail/dovecot';

const { values } = parseArgs({ options: { port: { type: 'string' } } });
const server = await startDovecot({ port: Number(values.port ?? 2527) });
if (!server) {
  console.error('No dovecot (Debian package dovecot-imapd) to serve the replies mailbox.');
  process.exit(1);
}
console.log(`Replies mailbox at imap://127.0.0.1:${server.port}/INBOX`);
const stop = () => void server.stop().finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
