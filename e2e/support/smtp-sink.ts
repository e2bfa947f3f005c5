/**
 * The browser tests' mail server: a real SMTP server (smtp-server) that the app under test sends
 * to (SMTP_URL in playwright.config.ts), and a small HTTP endpoint where the tests read what
 * arrived, parsed by mailparser. Run by Playwright as a second web server:
 *   tsx e2e/support/smtp-sink.ts --smtp 2525 --http 2526
 * GET /messages → [{ messageId, from, to, subject, text, headers: {name: value}, calendars: [.ics text] }], oldest first.
 */
import http from 'node:http';
import { parseArgs } from 'node:util';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const { values } = parseArgs({ options: { smtp: { type: 'string' }, http: { type: 'string' } } });
const smtpPort = Number(values.smtp ?? 2525);
const httpPort = Number(values.http ?? 2526);

type Received = { messageId: string; from: string; to: string; subject: string; text: string; headers: Record<string, string>; calendars: string[] };
const received: Received[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream).then(
      (mail) => {
        const headers: Record<string, string> = {};
        for (const line of mail.headerLines) headers[line.key] = line.line.slice(line.line.indexOf(':') + 1).trim();
        const addresses = (v: typeof mail.to) => (Array.isArray(v) ? v.map((a) => a.text).join(', ') : (v?.text ?? ''));
        // An invitation (text/calendar, as nodemailer's icalEvent sends it): its iCalendar text.
        const calendars = mail.attachments.filter((a) => a.contentType.startsWith('text/calendar')).map((a) => a.content.toString('utf8'));
        received.push({ messageId: mail.messageId ?? '', from: mail.from?.text ?? '', to: addresses(mail.to), subject: mail.subject ?? '', text: mail.text ?? '', headers, calendars });
        callback();
      },
      (err: Error) => callback(err),
    );
  },
});
smtp.listen(smtpPort, '127.0.0.1');

http
  .createServer((req, res) => {
    if (req.url === '/messages') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(received));
      return;
    }
    res.writeHead(req.url === '/' ? 200 : 404, { 'content-type': 'text/plain' }).end('smtp sink');
  })
  .listen(httpPort, '127.0.0.1', () => console.log(`SMTP sink on ${smtpPort}, messages at http://127.0.0.1:${httpPort}/messages`));
