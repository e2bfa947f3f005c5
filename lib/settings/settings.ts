import path from 'node:path';
import { z } from 'zod';
import { MAX_MIN_FILL_MS, MIN_SECRET_LENGTH } from '@/lib/security/form-token';
import { LOG_LEVELS } from '@/lib/observability/log';
import { parseTrustProxy } from '@/lib/security/forwarded';
import { switchSetting } from './switch';

/**
 * Environment, parsed and validated once per module graph: the app's server code reads it through
 * lib/server/settings.ts, the production server (scripts/serve.ts, outside Next's bundles) here.
 * Every setting is optional for the demo; every on/off setting is a `switchSetting`.
 */
const schema = z.object({
  DATABASE_URL: z.string().url().optional(),
  PGLITE_DIR: z.string().min(1).default('.data/pglite'),
  MEDIA_DIR: z.string().min(1).default('.data/media'),
  // Where the images written at run time are public (a CDN or a public bucket): /images/… redirects there.
  MEDIA_PUBLIC_URL: z.string().url().optional(),
  UPLOAD_DIR: z.string().min(1).default('.data/uploads'),
  REDIS_URL: z.string().url().optional(),
  // Unset: the address the server answers on here (http://localhost:PORT; scripts/serve.ts hands it
  // to Next's side), so a demo's links never name another port.
  SITE_URL: z.string().url().optional(),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  // Caches of rarely changing data and of rendered pages (lib/server/cache, lib/cache).
  DATA_CACHE: switchSetting(true),
  // The search-total cache (lib/server/properties/count-cache.ts): on | off, and seconds a total is
  // reused at most (0 also turns it off).
  SEARCH_CACHE: switchSetting(true),
  SEARCH_CACHE_TTL: z.coerce.number().int().min(0).max(86_400).default(60),
  CONTENT_POLL_MS: z.coerce.number().int().min(0).max(3_600_000).default(1000),
  // Human verification (reCAPTCHA v3): without the secret, verification runs in a logged 'disabled' mode.
  RECAPTCHA_SECRET_KEY: z.string().min(1).optional(),
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).optional(),
  // The forms' signed fill-time token (lib/security/form-token.ts reads these itself, outside React;
  // they are here so that `npm start` refuses bad values before serving).
  FORM_SECRET: z.string().min(MIN_SECRET_LENGTH).optional(),
  FORM_SECRET_FILE: z.string().min(1).optional(),
  FORM_MIN_FILL_MS: z
    .string()
    .regex(/^\d{1,6}$/)
    .transform(Number)
    .pipe(z.number().max(MAX_MIN_FILL_MS))
    .optional(),
  // S3-compatible storage for uploads; all of endpoint, bucket and keys set means S3, else UPLOAD_DIR.
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  // Rate limits of the POST endpoints (see lib/server/security/rate-limit.ts).
  RATE_LIMIT_POINTS: z.coerce.number().int().min(1).optional(),
  RATE_LIMIT_DURATION: z.coerce.number().int().min(1).optional(),
  RATE_LIMIT_CONTACT_POINTS: z.coerce.number().int().min(1).optional(),
  RATE_LIMIT_SUPPORT_POINTS: z.coerce.number().int().min(1).optional(),
  RATE_LIMIT_NEWSLETTER_POINTS: z.coerce.number().int().min(1).optional(),
  RATE_LIMIT_OWNER_POINTS: z.coerce.number().int().min(1).optional(),
  // Mails a stranger can make the site send to one address they typed, per hour and per day
  // (lib/server/mail/recipient-budget.ts).
  RATE_LIMIT_RECIPIENT_POINTS: z.coerce.number().int().min(1).max(1_000).optional(),
  RATE_LIMIT_RECIPIENT_DAY_POINTS: z.coerce.number().int().min(1).max(10_000).optional(),
  // Memory for the large bodies one process holds at once (owners' photos, the back office's; see
  // lib/server/submissions/uploads.ts): at least one whole owner registration (19.25 MB).
  UPLOAD_MEMORY_MB: z.coerce.number().min(20).max(65_536).default(64),
  // The back office's sign-in (lib/server/staff): the cookie-signing secret, or the file that keeps
  // a random one; how long a session lasts; sign-in attempts per client address, and wrong
  // passwords (a minute) and codes (a quarter-hour) per account (lib/server/staff/sign-in.ts).
  STAFF_AUTH_SECRET: z.string().min(32).optional(),
  STAFF_AUTH_SECRET_FILE: z.string().min(1).default('.data/staff-auth-secret'),
  STAFF_SESSION_HOURS: z.coerce.number().int().min(1).max(24 * 30).default(12),
  // The first admin `npm start` makes when there is no staff account, and a known password for it (test servers).
  STAFF_FIRST_ADMIN_EMAIL: z.string().email().default('admin@example.com'),
  STAFF_FIRST_ADMIN_PASSWORD: z.string().min(1).optional(),
  RATE_LIMIT_SIGN_IN_POINTS: z.coerce.number().int().min(1).optional(),
  RATE_LIMIT_SIGN_IN_ACCOUNT_POINTS: z.coerce.number().int().min(1).optional(),
  // Mail (lib/server/mail): SMTP_URL delivers through that server (smtp://user:pass@host:587,
  // smtps://… for TLS from the start); without it every mail is written as an .eml file under
  // MAIL_OUTBOX_DIR. MAIL_FROM is the sender of every mail (a Japanese one under the Japanese name,
  // lib/server/mail/config.ts); MAIL_STAFF receives the notifications
  // of new submissions unless the back office's staffAddresses setting names another address.
  // Both default to addresses at SITE_URL's host (no-reply@…, inquiry@…).
  SMTP_URL: z.string().regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().min(3).optional(),
  MAIL_STAFF: z.string().email().optional(),
  MAIL_OUTBOX_DIR: z.string().min(1).default('.data/outbox'),
  // The delivery worker: how often it looks for due mails, and after how many attempts a mail is given up.
  MAIL_POLL_MS: z.coerce.number().int().min(100).max(3_600_000).default(2000),
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(8),
  // Customers' answers (lib/server/mail/imap.ts): the mailbox the delivery worker reads every
  // IMAP_POLL_MS (imap://user:pass@host:143/INBOX, imaps://… for TLS; unset = not read), and the
  // address that mailbox receives (replies@…): a reply's Reply-To then also names
  // replies+<thread token>@…, so an answer finds its inquiry even when its headers were lost.
  IMAP_URL: z.string().regex(/^imaps?:\/\/[^\s]+$/, 'must be an imap:// or imaps:// URL').optional(),
  IMAP_POLL_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
  MAIL_REPLY_ADDRESS: z.string().email().optional(),
  // on | off: run the delivery worker in the production server (off for an instance that only serves pages).
  MAIL_WORKER: switchSetting(true),
  // Observability (lib/observability): Prometheus metrics on a port of their own (unset = off), on
  // METRICS_HOST (default every address), a bearer token scrapers must send; the log's level.
  METRICS_PORT: z.coerce.number().int().min(0).max(65_535).optional(),
  METRICS_HOST: z.string().min(1).optional(),
  METRICS_TOKEN: z.string().min(16).optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).optional(),
  // Saved-search alerts (lib/server/alerts): the hour (0-23, Asia/Ho_Chi_Minh) from which each day's
  // digests go out, how often the production server checks whether they are due, how many listings
  // one digest lists, and on | off for the scheduler (off for an instance that only serves pages).
  ALERTS_DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(8),
  ALERTS_CHECK_MS: z.coerce.number().int().min(1000).max(3_600_000).default(300_000),
  ALERTS_DIGEST_LISTINGS: z.coerce.number().int().min(1).max(50).default(10),
  ALERTS_SCHEDULER: switchSetting(true),
  // on | off: send the viewings' day-before reminders from this instance (lib/server/viewings/reminders.ts).
  VIEWING_REMINDERS: switchSetting(true),
  // How often it looks for reminders due (one index scan).
  VIEWING_REMINDERS_CHECK_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
  // Days a shared favourites list (lib/server/shared-lists) stays readable by its link.
  SHARED_LIST_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  // Backups (lib/server/backup, `npm run backup` / `npm run restore`): the folder that holds them,
  // how many complete backups are kept (the oldest beyond go), and the hour (0-23,
  // Asia/Ho_Chi_Minh) from which the production server makes one each day (unset = no schedule).
  BACKUP_DIR: z.string().min(1).default('.data/backups'),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(14),
  BACKUP_HOUR: z.coerce.number().int().min(0).max(23).optional(),
  // The production server (scripts/serve.ts): where it listens (-p / -H win), the page cache (on | off,
  // memory, seconds a page is kept at most), the balancers it believes (lib/security/forwarded.ts),
  // how long an idle connection is kept (longer than a balancer's idle timeout), how long a client may
  // take to send its headers, its body (plus a second per BODY_MIN_RATE bytes received) and its whole
  // request, how many connections are open at once, and the page renders at a time and waiting.
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOSTNAME: z.string().min(1).optional(),
  PAGE_CACHE: switchSetting(true),
  PAGE_CACHE_MB: z.coerce.number().min(0).max(65_536).default(64),
  PAGE_CACHE_TTL: z.coerce.number().min(0).max(86_400).default(300),
  TRUST_PROXY: z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      try {
        parseTrustProxy(value);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: err instanceof Error ? err.message : String(err) });
      }
    }),
  KEEP_ALIVE_TIMEOUT: z.coerce.number().min(0).max(3_600).default(65),
  HEADERS_TIMEOUT: z.coerce.number().min(0).max(3_600).default(20),
  BODY_TIMEOUT: z.coerce.number().min(0).max(3_600).default(10),
  BODY_MIN_RATE: z.coerce.number().int().min(0).default(16_384),
  REQUEST_TIMEOUT: z.coerce.number().min(0).max(86_400).default(120),
  MAX_CONNECTIONS: z.coerce.number().int().min(0).default(1024),
  RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(4),
  RENDER_QUEUE: z.coerce.number().int().min(0).max(100_000).default(64),
});

const withDefaults = schema.transform((parsed) => ({ ...parsed, SITE_URL: parsed.SITE_URL ?? `http://localhost:${parsed.PORT}` }));

export type Settings = z.output<typeof withDefaults>;

/** The names of every setting this schema reads (docs/SETTINGS.md's table lists each). */
export const SETTING_NAMES: readonly string[] = Object.keys(schema.shape);

let cached: Settings | undefined;

/** The settings an environment gives (an empty value counts as unset); throws naming every bad one. */
export function parseSettings(environment: Record<string, string | undefined>): Settings {
  const env = Object.fromEntries(Object.entries(environment).filter(([, v]) => v !== ''));
  const parsed = withDefaults.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid settings: ${problems}`);
  }
  return parsed.data;
}

/** This process's settings, read once. */
export function settings(): Settings {
  cached ??= parseSettings(process.env);
  return cached;
}

/** A settings path resolved against the working directory (the project root under `npm start`). */
export function resolvePath(p: string): string {
  return path.resolve(/* turbopackIgnore: true */ process.cwd(), p);
}
