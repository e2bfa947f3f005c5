import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The signed fill-time token every form carries: the server render puts one in the page,
 * the form posts it back, and the submission handlers refuse a post without a valid one, or one
 * sent sooner than the minimum fill time after the page was made. A script that posts without
 * loading the page, or posts the moment it has, is stopped without any third party; a visitor who
 * reads and types never meets the limit (the form islands wait out the rest silently).
 *
 * A token is `ft1.<payload>.<mac>`: the payload is the issue time (8 bytes, ms) and 16 random
 * bytes, the mac their HMAC-SHA256, both base64url. It holds no state: any process with the same
 * secret checks it. Pure Node (no `server-only`): the production server (scripts/serve.ts) issues
 * a fresh one into every page it answers from its page cache, outside React.
 */

/** Every token this module issues, anywhere in a page (global: for `String.replace`). */
export const FORM_TOKEN_PATTERN = /ft1\.[A-Za-z0-9_-]{32}\.[A-Za-z0-9_-]{43}/g;
const WHOLE_TOKEN = new RegExp(`^${FORM_TOKEN_PATTERN.source}$`);

export const DEFAULT_MIN_FILL_MS = 3_000;
/** The largest FORM_MIN_FILL_MS accepted: past a minute real visitors would wait. */
export const MAX_MIN_FILL_MS = 60_000;
/**
 * How long a token stays good. Long, because a page stays open: the footer's newsletter form keeps
 * the token of the tab's first page across client-side navigation, and an owner may spend an
 * afternoon on the registration form; an expired token costs such a visitor a reload. A stolen
 * token is no better than a fresh one (any script can fetch a page for one), so a short life would
 * stop no bot; the rate limit is what bounds a bot that reuses tokens.
 */
export const MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Tokens issued this far ahead of this machine's clock (another instance's) still count. */
const CLOCK_SKEW_MS = 60_000;
export const MIN_SECRET_LENGTH = 32;
export const DEFAULT_SECRET_FILE = '.data/form-secret';

export type FormTokenCheck = { ok: true } | { ok: false; reason: 'missing' | 'invalid' | 'tooFast' | 'expired' };

export type FormTokenOptions = {
  /** The HMAC key, at least MIN_SECRET_LENGTH characters. */
  secret: string;
  minFillMs?: number;
  maxAgeMs?: number;
};

export type FormTokens = {
  issue: (now?: number) => string;
  check: (token: unknown, now?: number) => FormTokenCheck;
  minFillMs: number;
};

const PAYLOAD_BYTES = 24;

export function createFormTokens({ secret, minFillMs = DEFAULT_MIN_FILL_MS, maxAgeMs = MAX_AGE_MS }: FormTokenOptions): FormTokens {
  if (secret.length < MIN_SECRET_LENGTH) throw new Error(`The form secret must be at least ${MIN_SECRET_LENGTH} characters long.`);
  const mac = (payload: Buffer) => crypto.createHmac('sha256', secret).update('ft1.').update(payload).digest();

  return {
    minFillMs,
    issue(now = Date.now()) {
      const payload = Buffer.alloc(PAYLOAD_BYTES);
      payload.writeBigUInt64BE(BigInt(Math.max(0, Math.floor(now))), 0);
      crypto.randomFillSync(payload, 8, 16);
      return `ft1.${payload.toString('base64url')}.${mac(payload).toString('base64url')}`;
    },
    check(token, now = Date.now()) {
      if (token === undefined || token === null || token === '') return { ok: false, reason: 'missing' };
      if (typeof token !== 'string' || !WHOLE_TOKEN.test(token)) return { ok: false, reason: 'invalid' };
      const [, body, signature] = token.split('.');
      const payload = Buffer.from(body, 'base64url');
      const given = Buffer.from(signature, 'base64url');
      // Base64url has spare bits: a token whose text differs from the canonical one is not ours.
      if (payload.length !== PAYLOAD_BYTES || payload.toString('base64url') !== body || given.toString('base64url') !== signature) {
        return { ok: false, reason: 'invalid' };
      }
      if (!crypto.timingSafeEqual(given, mac(payload))) return { ok: false, reason: 'invalid' };
      const age = now - Number(payload.readBigUInt64BE(0));
      if (age < -CLOCK_SKEW_MS) return { ok: false, reason: 'invalid' };
      if (age < minFillMs) return { ok: false, reason: 'tooFast' };
      if (age > maxAgeMs) return { ok: false, reason: 'expired' };
      return { ok: true };
    },
  };
}

function validSecret(text: string, where: string): string {
  const secret = text.trim();
  if (secret.length < MIN_SECRET_LENGTH) throw new Error(`${where} must hold at least ${MIN_SECRET_LENGTH} characters.`);
  return secret;
}

function errorCode(err: unknown): string | undefined {
  return err && typeof err === 'object' && 'code' in err && typeof err.code === 'string' ? err.code : undefined;
}

/**
 * The secret kept in `file`, created (random, mode 0600) when it does not exist yet. It is written
 * whole to a file of its own and then linked into place, which fails if another process got there
 * first: processes starting together on one machine end up with the same secret, and none reads a
 * half-written one.
 */
export function readOrCreateSecret(file: string): string {
  try {
    return validSecret(fs.readFileSync(file, 'utf8'), file);
  } catch (err) {
    if (errorCode(err) !== 'ENOENT') throw err;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const draft = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
  fs.writeFileSync(draft, `${crypto.randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    fs.linkSync(draft, file);
  } catch (err) {
    if (errorCode(err) !== 'EEXIST') throw err;
  } finally {
    fs.rmSync(draft, { force: true });
  }
  return validSecret(fs.readFileSync(file, 'utf8'), file);
}

/** FORM_MIN_FILL_MS: whole milliseconds from 0 to MAX_MIN_FILL_MS; unset or empty means the default. */
export function minFillFromEnv(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_MIN_FILL_MS;
  if (!/^\d{1,6}$/.test(value) || Number(value) > MAX_MIN_FILL_MS) throw new Error(`FORM_MIN_FILL_MS must be a whole number of milliseconds from 0 to ${MAX_MIN_FILL_MS}.`);
  return Number(value);
}

/**
 * The process's tokens, from the environment: FORM_SECRET when set, else the secret file
 * (FORM_SECRET_FILE, default .data/form-secret under the working directory), and FORM_MIN_FILL_MS.
 * Instances on several machines must share FORM_SECRET (docs/DEPLOY.md).
 */
let configured: FormTokens | undefined;
function tokens(): FormTokens {
  if (!configured) {
    const env = process.env;
    const secret = env.FORM_SECRET
      ? validSecret(env.FORM_SECRET, 'FORM_SECRET')
      : readOrCreateSecret(path.resolve(/* turbopackIgnore: true */ process.cwd(), env.FORM_SECRET_FILE || DEFAULT_SECRET_FILE));
    configured = createFormTokens({ secret, minFillMs: minFillFromEnv(env.FORM_MIN_FILL_MS) });
  }
  return configured;
}

/** A new token issued at `now` (tests and scripts issue one in the past, to be past the fill time). */
export function issueFormToken(now = Date.now()): string {
  return tokens().issue(now);
}

export function checkFormToken(token: unknown, now = Date.now()): FormTokenCheck {
  return tokens().check(token, now);
}

/** The configured minimum fill time, which the form islands wait out before they post. */
export function formMinFillMs(): number {
  return tokens().minFillMs;
}
