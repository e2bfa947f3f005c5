/**
 * Hostile input that the production server answered with a 5xx, and posts
 * without an Origin that a browser marks as another site's: each must get a clear
 * 4xx, and the server must log no stack trace for any of them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ACTION_BODY_LIMIT } from '@/lib/security/server-actions';
import { BENCH_LOG, root, type Server } from '../lib/serve';
import { get, pool, record } from './kit';

type Answer = { status: number; type: string; text: string; headers: Headers };

/** The id the build gave a server action (its manifest lists each by the file and the name it is exported under). */
function actionId(file: string, name: string): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, '.next', 'server', 'server-reference-manifest.json'), 'utf8')) as {
    node?: Record<string, { filename?: string; exportedName?: string }>;
  };
  const found = Object.entries(manifest.node ?? {}).find(([, action]) => action.filename === file && action.exportedName === name);
  if (!found) throw new Error(`no server action ${name} of ${file} in the build's manifest`);
  return found[0];
}

/** A form posted without scripts: its fields as they are. */
function fields(values: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  return form;
}

/** A server action's arguments as React's client sends them: the list as field "0", the form it names `$K1` as fields "_1_…". */
function actionForm(args: string, fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(`_1_${name}`, value);
  form.append('0', args);
  return form;
}

async function send(base: string, route: string, init: { headers?: Record<string, string>; body?: BodyInit }): Promise<Answer> {
  const res = await fetch(base + route, { method: 'POST', redirect: 'manual', ...init });
  const text = await res.text();
  return { status: res.status, type: res.headers.get('content-type') ?? '', text, headers: res.headers };
}

/**
 * Whether a stretch of the server's log is free of stack traces, and what it holds. Next warns of
 * an action id its build does not have with the error's stack (the symptom of a deployment skew,
 * which it means to be seen): those frames are left out.
 */
function stackTraces(logged: string): [ok: boolean, result: string] {
  const frames: string[] = [];
  let skew = false;
  let warnings = 0;
  for (const line of logged.split('\n')) {
    if (/Failed to find Server Action/.test(line)) {
      skew = true;
      warnings++;
    } else if (/^\s+at /.test(line)) {
      if (!skew) frames.push(line.trim());
    } else if (!/^Read more:/.test(line)) skew = false;
  }
  return [frames.length === 0, `${frames.length} stack lines${frames.length ? `: ${frames.slice(0, 3).join(' | ')}` : ''} (${warnings} warnings of an unknown action id left out)`];
}

const brief = (a: Answer) => `${a.status} ${a.type.split(';')[0]}: ${a.text.replace(/\s+/g, ' ').slice(0, 80)}`;

export async function hostileInput(server: Server): Promise<void> {
  const base = server.url;
  const logFrom = fs.statSync(BENCH_LOG).size;

  // The image optimiser the site does not use.
  const images = await Promise.all(
    ['/_next/image?url=/images/%25', '/_next/image?url=/images/%25&w=64&q=75', '/_next/image?url=/images/x.jpg&w=64&q=75', '/_next/image?url=https://evil.example/x.png&w=64&q=75'].map((p) => get(base, p)),
  );
  record('8', '/_next/image with a source that does not decode, or any other: 404, never 500', images.every((r) => r.status === 404), images.map((r) => r.status).join(' '));

  // ?next= that Node would refuse in a Location header: the sign-in form returns to /admin instead.
  for (const next of ['/admin/%0d%0aSet-Cookie:%20x=1', '/admin/%E2%80%A8']) {
    const res = await fetch(`${base}/admin/sign-in?next=${next}`);
    const html = await res.text();
    const field = /name="next" value="([^"]*)"/.exec(html)?.[1];
    record('8', `sign-in with ?next=${next}: the page, returning to /admin`, res.status === 200 && field === '/admin', `${res.status}, next field ${JSON.stringify(field)}`);
  }

  const language = actionId('app/admin/sign-in/actions.ts', 'signInLanguageAction');
  const signIn = actionId('app/admin/sign-in/actions.ts', 'signInAction');
  const savePost = actionId('app/admin/(office)/content/actions.ts', 'savePostAction');
  const own = { origin: base, accept: 'text/x-component' };
  const switchLanguage = () => actionForm('["$K1"]', { lang: 'ja', next: '/admin' });

  const accepted = await send(base, '/admin/sign-in', { headers: { ...own, 'next-action': language }, body: switchLanguage() });
  record('8', 'a server action from the site itself is answered as before', accepted.status === 200 && (accepted.headers.get('x-action-redirect') ?? '').startsWith('/admin/sign-in'), `${accepted.status}, x-action-redirect ${accepted.headers.get('x-action-redirect')}`);

  // Another site's posts: 403 with a message, a burst of them as the probe sent.
  const foreign = await pool(60, 20, () => send(base, '/admin/sign-in', { headers: { ...own, origin: 'https://evil.example', 'next-action': language }, body: switchLanguage() }));
  record('8', '60 server actions with a foreign Origin, 20 at a time: 403 with a message, not 500', foreign.every((a) => a.status === 403 && a.type === 'text/plain' && a.text.length > 20), brief(foreign[0]));
  const withoutScripts = await send(base, '/admin/sign-in', { headers: { origin: 'https://evil.example', accept: 'text/html' }, body: fields({ [`$ACTION_ID_${language}`]: '', lang: 'ja' }) });
  record('8', 'a form posted from another site without scripts: 403 and a page saying why', withoutScripts.status === 403 && withoutScripts.type.startsWith('text/html') && /another site/.test(withoutScripts.text), `${withoutScripts.status} ${withoutScripts.type}`);
  for (const [site, origin] of [['cross-site', undefined], ['same-site', undefined], ['cross-site', 'null']] as const) {
    const headers: Record<string, string> = { accept: 'text/x-component', 'next-action': language, 'sec-fetch-site': site, ...(origin ? { origin } : {}) };
    const answer = await send(base, '/admin/sign-in', { headers, body: switchLanguage() });
    record('14', `a server action with ${origin ? `Origin ${origin}` : 'no Origin'} and Sec-Fetch-Site ${site}: refused with 403`, answer.status === 403 && !answer.headers.has('x-action-redirect'), brief(answer));
  }

  // Bodies: a long post the schema allows reaches the action (which, signed out, sends to sign-in); a larger one is 413.
  const post = (fields: Record<string, string>, prev = '{}') => actionForm(`[${prev},"$K1"]`, { kind: 'blogs', titleEn: 'Long', titleJa: '長い', slug: 'long-abuse', publicDate: '2026-12-01', ...fields });
  const long = await send(base, '/admin/content/blogs/new', { headers: { ...own, 'next-action': savePost }, body: post({ contentEn: `<p>${'a'.repeat(99_000)}</p>`, contentJa: '<p>長い</p>' }) });
  record('8', 'a blog post of 99 007 characters reaches its action (signed out: sent to sign-in), not 500', long.status === 200 && (long.headers.get('x-action-redirect') ?? '').startsWith('/admin/sign-in'), `${long.status}, x-action-redirect ${long.headers.get('x-action-redirect')}`);
  const japanese = `<p>${'本'.repeat(199_993)}</p>`;
  const values = JSON.stringify({ values: { contentEn: japanese, contentJa: japanese }, seq: 1 });
  const largest = post({ contentEn: japanese, contentJa: japanese }, values);
  const largestBytes = (await new Response(largest).arrayBuffer()).byteLength;
  const widest = await send(base, '/admin/content/blogs/new', { headers: { ...own, 'next-action': savePost }, body: post({ contentEn: japanese, contentJa: japanese }, values) });
  record('8', `the largest post (both bodies at 200 000 Japanese characters, sent again with them echoed: ${(largestBytes / 2 ** 20).toFixed(1)} MB) reaches its action`, widest.status === 200 && (widest.headers.get('x-action-redirect') ?? '').startsWith('/admin/sign-in'), `${widest.status}`);
  const tooLarge = await send(base, '/admin/content/blogs/new', { headers: { ...own, 'next-action': savePost }, body: post({ contentEn: 'x'.repeat(ACTION_BODY_LIMIT) }) });
  record('8', `a body over ${ACTION_BODY_LIMIT / 2 ** 20} MB: 413 with a message`, tooLarge.status === 413 && tooLarge.type === 'text/plain' && tooLarge.text.includes('MB'), brief(tooLarge));

  // Payloads Next cannot decode.
  const boundary = 'abuse40';
  const cut = `--${boundary}\r\nContent-Disposition: form-data; name="0"\r\n\r\n["$K1"]`;
  const malformed: [string, { headers?: Record<string, string>; body?: BodyInit }, number][] = [
    ['a reply that is not JSON', { headers: { ...own, 'next-action': language, 'content-type': 'text/plain;charset=UTF-8' }, body: 'garbage{' }, 400],
    ['a multipart body without the argument list', { headers: { ...own, 'next-action': language }, body: actionForm('', { lang: 'ja' }) }, 400],
    ['a multipart body cut short', { headers: { ...own, 'next-action': language, 'content-type': `multipart/form-data; boundary=${boundary}` }, body: cut }, 400],
    ['a form without scripts that does not parse', { headers: { origin: base, 'content-type': `multipart/form-data; boundary=${boundary}` }, body: '--other\r\nbroken' }, 400],
    ['a Next-Action that is no action id', { headers: { ...own, 'next-action': 'zzz' }, body: switchLanguage() }, 400],
    ['a number where the form should be', { headers: { ...own, 'next-action': language }, body: actionForm('[5]', {}) }, 400],
    ['one argument more than the action takes', { headers: { ...own, 'next-action': language }, body: actionForm('[{},"$K1"]', { lang: 'ja' }) }, 400],
    ['a reference to a part the body does not hold', { headers: { ...own, 'next-action': language }, body: actionForm('["$Q2","$K1"]', {}) }, 400],
    ['a form without scripts whose bound arguments are not JSON', { headers: { origin: base, accept: 'text/html' }, body: fields({ $ACTION_REF_1: '', '$ACTION_1:0': `{"id":"${signIn}","bound":"$@1"}`, '$ACTION_1:1': 'garbage', email: 'a@b.c' }) }, 400],
    ['an Origin that is no URL', { headers: { ...own, origin: 'garbage', 'next-action': language }, body: switchLanguage() }, 403],
  ];
  for (const [what, init, status] of malformed) {
    const answer = await send(base, '/admin/sign-in', init);
    record('8', `${what}: ${status}`, answer.status === status, brief(answer));
  }
  const unknown = await send(base, '/admin/sign-in', { headers: { ...own, 'next-action': '40' + 'ab'.repeat(20) }, body: switchLanguage() });
  record('8', 'an action id this build does not have: Next\'s 409', unknown.status === 409, brief(unknown));

  // Give the log a moment to be written, then look for stack frames.
  await new Promise((r) => setTimeout(r, 300));
  record('8', 'no stack trace in the server\'s log for any of these (but Next\'s own warning of an unknown action id)', ...stackTraces(fs.readFileSync(BENCH_LOG).subarray(logFrom).toString('utf8')));
}
