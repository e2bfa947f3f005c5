/**
 * The back office's sign-in and roles against hostile clients,
 * for `npm run test:abuse`. Everything is driven as a browser without JavaScript drives it: a
 * page's form, its hidden server-action fields and a multipart post, with the cookies the server
 * set. The server runs behind one trusted balancer (TRUST_PROXY=1), so each client says its own
 * address in X-Forwarded-For, as the balancer would.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { totp } from '../../tests/support/totp';
import { BENCH_DATA, prepareBenchData, root, type Server } from '../lib/serve';
import { fixed, percentile, record } from './kit';
import type { StaffFixture } from './staff-accounts';

let fixture: StaffFixture | undefined;

function accounts(): StaffFixture {
  if (!fixture) throw new Error('the sign-in checks need their accounts: run signInServerEnv() before the server starts');
  return fixture;
}

/**
 * The environment of the sign-in checks' server. Their accounts are made first, in the scripts'
 * database while no server has it open (scripts/abuse/staff-accounts.ts), anew on every run.
 */
export async function signInServerEnv(): Promise<Record<string, string>> {
  await prepareBenchData();
  const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
  const child = spawn(tsx, ['--conditions=react-server', 'scripts/abuse/staff-accounts.ts'], {
    cwd: root,
    env: { ...process.env, ...BENCH_DATA, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`making the sign-in checks' accounts failed (exit ${code})`);
  fixture = JSON.parse(out.trim().split('\n').at(-1) ?? '') as StaffFixture;
  return { TRUST_PROXY: '1' };
}

export type Client = { base: string; address: string; cookies: Map<string, string> };
export type Answer = { status: number; location: string; text: string; ms: number };

export const client = (server: Server, address: string): Client => ({ base: server.url, address, cookies: new Map() });

/** A GET, or a post of `form` as multipart (what a form sends), keeping the cookies the answer sets. */
export async function send(who: Client, target: string, form?: [string, string][]): Promise<Answer> {
  const headers: Record<string, string> = { 'x-forwarded-for': who.address, origin: who.base };
  if (who.cookies.size) headers.cookie = [...who.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  let body: FormData | undefined;
  if (form) {
    body = new FormData();
    for (const [name, value] of form) body.append(name, value);
  }
  const started = performance.now();
  const res = await fetch(who.base + target, { method: form ? 'POST' : 'GET', headers, body, redirect: 'manual' });
  const text = await res.text();
  const ms = performance.now() - started;
  for (const cookie of res.headers.getSetCookie()) {
    const [pair] = cookie.split(';');
    const at = pair.indexOf('=');
    const [name, value] = [pair.slice(0, at), pair.slice(at + 1)];
    if (!value || /max-age=0\b/i.test(cookie)) who.cookies.delete(name);
    else who.cookies.set(name, value);
  }
  return { status: res.status, location: res.headers.get('location') ?? '', text, ms };
}

const entities: Record<string, string> = { '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>', '&amp;': '&' };

/**
 * The hidden fields of the page's form that has a field named `marker`: what a browser without
 * JavaScript posts to the form's server action besides what is typed ($ACTION_… and the form's own).
 */
function hiddenFields(html: string, marker: string): [string, string][] {
  const form = (html.match(/<form\b[\s\S]*?<\/form>/g) ?? []).find((f) => f.includes(`name="${marker}"`));
  if (!form) throw new Error(`no form with a field "${marker}" on the page`);
  return hiddenFieldsOf(form);
}

/** The hidden fields of the first form of `html` for which `pick` says yes (its HTML), or undefined. */
export function hiddenFieldsWhere(html: string, pick: (form: string) => boolean): [string, string][] | undefined {
  const form = (html.match(/<form\b[\s\S]*?<\/form>/g) ?? []).find(pick);
  return form ? hiddenFieldsOf(form) : undefined;
}

function hiddenFieldsOf(form: string): [string, string][] {
  const fields: [string, string][] = [];
  for (const tag of form.match(/<input\b[^>]*>/g) ?? []) {
    const attrs = Object.fromEntries([...tag.matchAll(/([\w:$-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value.replace(/&(?:quot|#x27|#39|lt|gt|amp);/g, (e) => entities[e])]));
    if (attrs.type === 'hidden' && attrs.name) fields.push([attrs.name, attrs.value ?? '']);
  }
  return fields;
}

/** What a sign-in step came to, as its answer shows it. */
type Outcome = 'in' | 'code' | 'wrong' | 'limited' | `${number}`;

function outcomeOf(answer: Answer): Outcome {
  if (answer.status === 303) return answer.location.includes('/admin/sign-in/two-factor') ? 'code' : 'in';
  // The form's alert as drawn (the page's data carries every message the form may show).
  const alert = /role="alert"[^>]*>([^<]*)</.exec(answer.text)?.[1] ?? '';
  if (/Too many attempts/.test(alert)) return 'limited';
  if (/is wrong/.test(alert)) return 'wrong';
  return `${answer.status}`;
}

/** The password step, as the sign-in page's form posts it; with the answer's time. */
export async function signIn(who: Client, email: string, password: string): Promise<{ outcome: Outcome; ms: number }> {
  const page = await send(who, '/admin/sign-in');
  const answer = await send(who, '/admin/sign-in', [...hiddenFields(page.text, 'email'), ['email', email], ['password', password]]);
  return { outcome: outcomeOf(answer), ms: answer.ms };
}

/** The second step, with the two-factor cookie the password step set. */
async function secondStep(who: Client, code: string): Promise<Outcome> {
  const page = await send(who, '/admin/sign-in/two-factor');
  return outcomeOf(await send(who, '/admin/sign-in/two-factor', [...hiddenFields(page.text, 'code'), ['code', code]]));
}

/** Finding 9 (password step): strangers' wrong passwords from many addresses do not keep the member out. */
export async function strangersCannotLockOut(server: Server) {
  const f = accounts();
  const office = '198.51.100.10';
  const first = (await signIn(client(server, office), f.emails.agent, f.password)).outcome;
  const strangers: Outcome[] = [];
  for (let i = 0; i < 8; i++) strangers.push((await signIn(client(server, `203.0.113.${20 + i}`), f.emails.agent, `not the password ${i}`)).outcome);
  record('40.9', 'wrong passwords for one account from 8 addresses: stopped after 5', strangers.slice(0, 5).every((o) => o === 'wrong') && strangers.slice(5).every((o) => o === 'limited'), strangers.join(' '));
  const elsewhere = (await signIn(client(server, '203.0.113.99'), f.emails.agent, f.password)).outcome;
  const again = (await signIn(client(server, office), f.emails.agent, f.password)).outcome;
  record(
    '40.9',
    'meanwhile the member signs in with the right password from the address they signed in from (was "Too many attempts")',
    first === 'in' && again === 'in',
    `before: ${first}; after: ${again} (from an address new to the account: ${elsewhere})`,
  );
}

/** Waits, if need be, until the current TOTP step has at least 5 s left, so that a code computed now is still its step's when it arrives. */
async function clearOfStepEdge() {
  const left = 30_000 - (Date.now() % 30_000);
  if (left < 5_000) await new Promise((resolve) => setTimeout(resolve, left + 500));
}

/** Findings 11 and 9 (second step): a code signs in once; codes tried with a known password do not keep the member out. */
export async function secondStepCodes(server: Server) {
  const f = accounts();
  const home = '198.51.100.11';
  await clearOfStepEdge();
  const used = totp(f.totpSecret, Date.now() - 30_000);
  const member = client(server, home);
  const first = [(await signIn(member, f.emails.totp, f.password)).outcome, await secondStep(member, used)];
  const thief = client(server, '203.0.113.60');
  const replay = [(await signIn(thief, f.emails.totp, f.password)).outcome, await secondStep(thief, used)];
  record('40.11', 'a TOTP code signs in once: sent again within its window by another sign-in it is refused', first.join() === 'code,in' && replay.join() === 'code,wrong', `first ${first.join(' → ')}; again ${replay.join(' → ')}`);

  const tries: Outcome[] = [];
  for (let i = 0; i < 7; i++) {
    const guesser = client(server, `203.0.113.${70 + i}`);
    await signIn(guesser, f.emails.totp, f.password);
    tries.push(await secondStep(guesser, '000000'));
  }
  // The replayed code above was the first wrong one from an address new to the account.
  record('40.9', 'wrong codes for the account from 7 more addresses, the password known: stopped after 5 with the replayed one', tries.slice(0, 4).every((o) => o === 'wrong') && tries.slice(4).every((o) => o === 'limited'), tries.join(' '));
  await clearOfStepEdge();
  const back = client(server, home);
  const meanwhile = [(await signIn(back, f.emails.totp, f.password)).outcome, await secondStep(back, totp(f.totpSecret))];
  record('40.9', "meanwhile the member's right password and code from home sign in (was \"Too many attempts\")", meanwhile.join() === 'code,in', meanwhile.join(' → '));

  // Two sign-ins at once with one new code (the next step's, which the window already takes).
  const pair = [client(server, home), client(server, home)];
  for (const who of pair) await signIn(who, f.emails.totp, f.password);
  const code = totp(f.totpSecret, Date.now() + 30_000);
  const both = await Promise.all(pair.map((who) => secondStep(who, code)));
  record('40.11', 'one code sent by two sign-ins at once: exactly one gets in', both.filter((o) => o === 'in').length === 1 && both.includes('wrong'), both.join(' '));
}

/** Finding 10: a wrong password takes as long for an address without an account as for a staff member's. */
export async function signInTiming(server: Server) {
  const f = accounts();
  const timing = [f.emails['timing-1'], f.emails['timing-2'], f.emails['timing-3'], f.emails['timing-4'], f.emails['timing-5'], f.emails['timing-6']];
  let n = 0;
  const fresh = () => client(server, `198.18.${Math.floor(n / 250)}.${(n++ % 250) + 1}`);
  const run = Date.now().toString(36);
  // The first of each kind pays for what a process does once.
  await signIn(fresh(), `nobody-warm-${run}@abuse.staff.test`, 'not the password');
  await signIn(fresh(), f.emails['timing-7'], 'not the password');
  const known: { outcome: Outcome; ms: number }[] = [];
  const unknown: { outcome: Outcome; ms: number }[] = [];
  // Each account takes 5 wrong passwords a minute: 5 each of six, one by one with as many addresses without an account.
  for (let i = 0; i < 30; i++) {
    known.push(await signIn(fresh(), timing[i % timing.length], `not the password ${i}`));
    unknown.push(await signIn(fresh(), `nobody-${i}-${run}@abuse.staff.test`, `not the password ${i}`));
  }
  const all = [...known, ...unknown];
  const [k, u] = [percentile(known.map((a) => a.ms), 50), percentile(unknown.map((a) => a.ms), 50)];
  const ratio = u / k;
  record(
    '40.10',
    'median time of a wrong password: unknown address within 0.67-1.5× of a staff account’s (was 0.29×: 45 against 153 ms)',
    all.every((a) => a.outcome === 'wrong') && ratio > 0.67 && ratio < 1.5,
    `staff account ${fixed(k)} ms, no account ${fixed(u)} ms (${ratio.toFixed(2)}×), 30 each; ${all.filter((a) => a.outcome !== 'wrong').length} not refused as wrong`,
  );
}

/** Findings 12 and 14: an owner registration is an inbox item, and a refused form posted without JavaScript gets the 403 page. */
export async function roleRefusals(server: Server) {
  const f = accounts();
  const [admin, editor, agent] = [client(server, '198.51.100.21'), client(server, '198.51.100.22'), client(server, '198.51.100.23')];
  const signedIn = [await signIn(admin, f.emails.admin, f.password), await signIn(editor, f.emails.editor, f.password), await signIn(agent, f.emails.agent, f.password)];
  if (!signedIn.every((s) => s.outcome === 'in')) throw new Error(`the role checks could not sign in: ${signedIn.map((s) => s.outcome).join(' ')}`);

  // Making a listing from an owner registration is listing work: editors and
  // admins do it; an agent, who keeps the inbox but not the listings, gets neither the form nor the owner's details.
  const fromOwner = `/admin/listings/new?fromOwner=${f.ownerId}`;
  const [byAgentForm, byEditor, byAdmin] = [await send(agent, fromOwner), await send(editor, fromOwner), await send(admin, fromOwner)];
  const named = (a: Answer) => (a.text.includes(f.ownerName) ? " with the owner's name" : '');
  record(
    '40.12',
    "the listing form from an owner registration: an agent's is 403, without the owner's details; an editor's and an admin's have them",
    byAgentForm.status === 403 && !byAgentForm.text.includes(f.ownerName) && [byEditor, byAdmin].every((a) => a.status === 200 && a.text.includes(f.ownerName)),
    `agent ${byAgentForm.status}${named(byAgentForm)}, editor ${byEditor.status}${named(byEditor)}, admin ${byAdmin.status}${named(byAdmin)}`,
  );

  // The editor's own new-listing form, posted without JavaScript by the agent with an owner registration added.
  const form = hiddenFields((await send(editor, '/admin/listings/new')).text, 'kind');
  const landed = async (who: Client, answer: Answer) => (answer.status === 303 ? (await send(who, answer.location)).status : undefined);
  const copied = await send(agent, '/admin/listings/new', [...form, ['fromOwner', String(f.ownerId)], ['nameEn', 'Copied'], ['nameJa', 'コピー']]);
  const copiedLanding = await landed(agent, copied);
  record(
    '40.12',
    "that form saved by an agent with the owner registration's id: sent to the 403 page, no listing made",
    copied.status === 303 && copied.location.endsWith('/admin/forbidden') && copiedLanding === 403,
    `${copied.status} ${copied.location} → ${copiedLanding ?? '-'}`,
  );

  const byAgent = await send(agent, '/admin/listings/new', [...form, ['nameEn', 'Not mine'], ['nameJa', '担当外']]);
  const agentLanding = byAgent.status === 303 ? await send(agent, byAgent.location) : undefined;
  record(
    '40.14',
    "an agent posting the listing form without JavaScript: the 403 page (was Next's bare 404)",
    byAgent.status === 303 && byAgent.location.endsWith('/admin/forbidden') && agentLanding?.status === 403 && /Not allowed/.test(agentLanding.text),
    `${byAgent.status} ${byAgent.location} → ${agentLanding?.status ?? '-'}`,
  );
}
