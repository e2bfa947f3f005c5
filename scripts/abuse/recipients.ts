/**
 * Mail-bombing and spelt-another-way requests as request patterns, for `npm run test:abuse`:
 *
 * - mail-bombing a third party: many senders (one balancer, TRUST_PROXY=1, a client address each)
 *   post the contact, support, newsletter and alert forms naming one victim; every post is taken
 *   and notified to the staff, but the victim is mailed at most the hour's budget (5);
 * - integers not written as the site writes them (`05`, `+5`, ` 5`) are a 400 naming the parameter;
 * - a contact's preferred date in year 9999 is a 400 saying the window.
 *
 * The server writes its mails as .eml files (no SMTP_URL) into RECIPIENTS_OUTBOX, which the run
 * sets as its MAIL_OUTBOX_DIR, so the victim's mails are counted from what was really delivered.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formGuardFields, type Server } from '../lib/serve';
import { get, pool, record } from './kit';

export const RECIPIENTS_OUTBOX = fs.mkdtempSync(path.join(os.tmpdir(), 'abuse-outbox-'));
process.on('exit', () => fs.rmSync(RECIPIENTS_OUTBOX, { recursive: true, force: true }));

/** A POST with the page's guard fields, from its own client address; its status and message. */
async function postForm(base: string, route: string, body: Record<string, unknown>, client: string) {
  const res = await fetch(base + route, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify({ ...body, ...formGuardFields() }),
  });
  const answer = (await res.json().catch(() => ({}))) as { message?: string };
  return { status: res.status, message: answer.message ?? '' };
}

/** The delivered mails' header blocks. */
function delivered(): string[] {
  return fs
    .readdirSync(RECIPIENTS_OUTBOX)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => fs.readFileSync(path.join(RECIPIENTS_OUTBOX, f), 'utf8').split(/\r?\n\r?\n/)[0]);
}

/** Waits until the worker has delivered `expected` mails naming `victim`, or 15 s, and 2 s more for stragglers. */
async function mailsNaming(victim: string, expected: number) {
  const naming = () => delivered().filter((h) => h.toLowerCase().includes(victim));
  const deadline = Date.now() + 15_000;
  while (naming().length < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
  await new Promise((r) => setTimeout(r, 2_000));
  const headers = naming();
  const to = new RegExp(`^to: ${victim.replace(/[.+]/g, '\\$&')}$`, 'im');
  const replyTo = new RegExp(`^reply-to: ${victim.replace(/[.+]/g, '\\$&')}$`, 'im');
  return { toVictim: headers.filter((h) => to.test(h)).length, aboutVictim: headers.filter((h) => replyTo.test(h)).length };
}

export async function mailToOneRecipient(server: Server) {
  const victim = `abuse-victim-${randomBytes(4).toString('hex')}@example.com`;
  const contact = { expectedCheckInDate: '03/01/2026', expectedTourInspectionDate: '02/20/2026', fullName: 'Mallory', email: victim, phone: '+84 90 123 4567', cityId: '1' };
  const posts: [string, Record<string, unknown>][] = [
    ...Array.from({ length: 4 }, (): [string, Record<string, unknown>] => ['/api/contacts', { info: contact }]),
    ...Array.from({ length: 3 }, (): [string, Record<string, unknown>] => ['/api/contacts/customer_contact', { info: { name: 'Mallory', email: victim.toUpperCase(), phone: '+84 90 123 4567' } }]),
    ...Array.from({ length: 3 }, (): [string, Record<string, unknown>] => ['/api/newsletters', { email: victim }]),
    ['/api/alerts', { email: victim, kind: 'residence', query: 'cityId=1' }],
    ['/api/alerts', { email: victim, kind: 'office', query: 'cityId=2' }],
  ];
  // A client of its own for each post, through the one trusted balancer: no sender is limited.
  const answers = await pool(posts.length, 4, (i) => postForm(server.url, posts[i][0], posts[i][1], `192.0.2.${10 + i}`));
  const taken = answers.filter((a) => a.status === 200 && a.message === 'ok').length;
  record('13', `${posts.length} posts naming one address from ${posts.length} senders are all taken alike`, taken === posts.length, answers.map((a) => a.status).join(' '));
  const { toVictim, aboutVictim } = await mailsNaming(victim, 5 + 7);
  record('13', 'the address they name is mailed at most 5 times (the hour\'s budget); unlimited before', toVictim === 5, `${toVictim} mails to it`);
  record('13', 'the staff are told of every contact and support post all the same', aboutVictim === 7, `${aboutVictim} notifications replying to it`);
}

export async function canonicalIntegers(server: Server) {
  const odd = ['/api/properties/filter?pageIndex=05', '/api/properties/filter?pageSize=%2015', '/api/properties/filter?cityId=%2B1', '/api/properties/detail?id=01', '/api/properties/filter?districtId=1,02', '/api/properties/latest?propertiesType=%202'];
  const answers = await pool(odd.length, 3, async (i) => {
    const res = await fetch(server.url + odd[i]);
    const body = (await res.json().catch(() => ({}))) as { message?: string };
    const name = /\?(\w+)=/.exec(odd[i])![1];
    return { status: res.status, named: (body.message ?? '').includes(name) };
  });
  record('14', 'integers written otherwise than in plain digits (05, " 15", +1, 1,02, " 2") answer 400 naming the parameter', answers.every((a) => a.status === 400 && a.named), answers.map((a) => `${a.status}${a.named ? '' : ' (unnamed)'}`).join(' '));
  const plain = await get(server.url, '/api/properties/filter?pageIndex=2&pageSize=15&cityId=1');
  record('14', 'the plain spelling of the same query is answered', plain.status === 200, String(plain.status));
}

export async function absurdDates(server: Server) {
  const info = { expectedCheckInDate: '12/31/9999', expectedTourInspectionDate: '01/01/0001', fullName: 'Mallory', email: `abuse-${randomBytes(4).toString('hex')}@example.com`, phone: '+84 90 123 4567' };
  const answer = await postForm(server.url, '/api/contacts', { info }, '192.0.2.200');
  record('14', 'a contact whose preferred date is 12/31/9999 is refused with the window in its message', answer.status === 400 && /expectedCheckInDate: Enter a date from 01\/01\/2000/.test(answer.message), `${answer.status}: ${answer.message.slice(0, 120)}`);
}
