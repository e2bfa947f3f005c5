import 'server-only';
import { processShared } from '@/lib/process-shared';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { normalizeAddress, rateLimitKey } from '@/lib/security/forwarded';
import { settings } from '../settings';
import { metrics } from '@/lib/observability/metrics';

/**
 * Rate limits of the endpoints a stranger can post to, per client address and per endpoint.
 *
 * Store: in process memory by default; in Redis when `REDIS_URL` is set, so that several app
 * instances behind a load balancer share one count. When Redis is down or not yet connected the
 * limiter falls back to an in-memory limiter of the same shape (rate-limiter-flexible's
 * insuranceLimiter) instead of failing the request; any other store error lets the request through
 * (fail open) with a warning, because a broken limiter must not take the forms down.
 *
 * Settings (all optional, see lib/server/settings.ts):
 * - `RATE_LIMIT_DURATION`: the window in seconds (default 60);
 * - `RATE_LIMIT_POINTS`: requests per window for every endpoint, overriding the defaults;
 * - `RATE_LIMIT_CONTACT_POINTS`, `RATE_LIMIT_SUPPORT_POINTS`, `RATE_LIMIT_NEWSLETTER_POINTS`,
 *   `RATE_LIMIT_OWNER_POINTS`, `RATE_LIMIT_SIGN_IN_POINTS`, `RATE_LIMIT_SIGN_IN_ACCOUNT_POINTS`:
 *   one endpoint's requests per window, overriding both (the last one both sign-in-account and
 *   sign-in-code).
 * Defaults: 5 a minute for contact, support and owner; 10 a minute for the newsletter; staff
 * sign-in 10 attempts a minute per client address, and per account 5 wrong passwords a minute and
 * 5 wrong codes a quarter of an hour; 20 a minute for sharing a favourites list (`share`, POST
 * /api/shared-lists: cheap, but each one is a stored row).
 *
 * `recipient` and `recipient-day` are not endpoints but the mail budget of one address a stranger
 * typed (lib/server/mail/recipient-budget.ts), by the hour and by the day:
 * `RATE_LIMIT_RECIPIENT_POINTS` (5) and `RATE_LIMIT_RECIPIENT_DAY_POINTS` (10); their windows are
 * their own, not RATE_LIMIT_DURATION, and RATE_LIMIT_POINTS does not touch them.
 */
export type Endpoint = 'contact' | 'support' | 'newsletter' | 'owner' | 'sign-in' | 'sign-in-account' | 'sign-in-code' | 'share' | 'viewing' | RecipientWindow;
export type RecipientWindow = 'recipient' | 'recipient-day';

/**
 * `sign-in` counts the back office's sign-in attempts per client address; `sign-in-account` the
 * wrong passwords and `sign-in-code` the wrong second-step codes per account, keyed by the account
 * (and, from an address it has signed in from, by that address too: lib/server/staff/sign-in.ts).
 */
export const DEFAULT_POINTS: Record<Endpoint, number> = { contact: 5, support: 5, newsletter: 10, owner: 5, 'sign-in': 10, 'sign-in-account': 5, 'sign-in-code': 5, share: 20, viewing: 5, recipient: 5, 'recipient-day': 10 };
export const DEFAULT_DURATION = 60;
/**
 * Endpoints whose window is not RATE_LIMIT_DURATION: wrong codes are counted over a quarter of an
 * hour, since whoever tries codes already has the password and a code is six digits
 * (better-auth's own lock, ten failures then fifteen minutes, is off: it would lock the member out
 * wherever they sign in from); a recipient's budget counts by the hour and by the day.
 */
export const DEFAULT_DURATIONS: Partial<Record<Endpoint, number>> = { 'sign-in-code': 900, recipient: 3_600, 'recipient-day': 86_400 };

export type RateDecision = { ok: true; remaining: number } | { ok: false; retryAfter: number };

export interface RateLimiter {
  /** Takes one point for `endpoint` from `address`; `retryAfter` is in whole seconds. */
  consume(endpoint: Endpoint, address: string): Promise<RateDecision>;
  /** Gives back one point (a staff sign-in whose password or code was right does not count against its account). */
  refund?(endpoint: Endpoint, address: string): Promise<void>;
}

export type RateLimitOptions = {
  /** Requests per window for each endpoint (missing endpoints keep their defaults). */
  points?: Partial<Record<Endpoint, number>>;
  /** Window in seconds. */
  duration?: number;
  /** Windows of endpoints whose window is not `duration` (missing endpoints keep DEFAULT_DURATIONS). */
  durations?: Partial<Record<Endpoint, number>>;
  /** Redis connection string; unset means in memory. */
  redisUrl?: string;
  /** Prefix of the store keys (tests use their own so runs never share counts). */
  keyPrefix?: string;
};

/**
 * The address a request comes from, normalised. The production server (scripts/serve.ts) decides
 * it from the connection and the TRUST_PROXY setting (lib/security/forwarded.ts) and writes it as
 * the one entry of `X-Forwarded-For` before any route runs, whatever the client sent. Elsewhere
 * (`next dev`, the tests) the header's last entry counts: the one the nearest hop wrote. A request
 * without a readable address shares the 'unknown' bucket, which errs on the side of limiting.
 */
export function clientAddress(request: Request): string {
  const last = request.headers.get('x-forwarded-for')?.split(',').at(-1);
  return normalizeAddress(last) ?? 'unknown';
}

/** The configured limits: defaults, then `RATE_LIMIT_POINTS`, then the per-endpoint settings. */
export function configuredOptions(): RateLimitOptions {
  const s = settings();
  const all = s.RATE_LIMIT_POINTS;
  const pick = (endpoint: Endpoint, own: number | undefined) => own ?? all ?? DEFAULT_POINTS[endpoint];
  return {
    points: {
      contact: pick('contact', s.RATE_LIMIT_CONTACT_POINTS),
      support: pick('support', s.RATE_LIMIT_SUPPORT_POINTS),
      newsletter: pick('newsletter', s.RATE_LIMIT_NEWSLETTER_POINTS),
      owner: pick('owner', s.RATE_LIMIT_OWNER_POINTS),
      'sign-in': pick('sign-in', s.RATE_LIMIT_SIGN_IN_POINTS),
      'sign-in-account': pick('sign-in-account', s.RATE_LIMIT_SIGN_IN_ACCOUNT_POINTS),
      'sign-in-code': pick('sign-in-code', s.RATE_LIMIT_SIGN_IN_ACCOUNT_POINTS),
      // No setting of its own: RATE_LIMIT_POINTS or the default.
      share: pick('share', undefined),
      viewing: pick('viewing', undefined),
      recipient: s.RATE_LIMIT_RECIPIENT_POINTS ?? DEFAULT_POINTS.recipient,
      'recipient-day': s.RATE_LIMIT_RECIPIENT_DAY_POINTS ?? DEFAULT_POINTS['recipient-day'],
    },
    duration: s.RATE_LIMIT_DURATION ?? DEFAULT_DURATION,
    redisUrl: s.REDIS_URL,
  };
}

type RedisClient = import('ioredis').Redis;

export type OwnedRateLimiter = RateLimiter & {
  /** Resolves once the Redis connection is ready (at once in memory); false after `timeoutMs`. */
  ready(timeoutMs?: number): Promise<boolean>;
  /** Ends the Redis connection, if there is one. */
  close(): Promise<void>;
};

/** Builds a limiter with its own store connection. */
export async function createRateLimiter(options: RateLimitOptions = configuredOptions()): Promise<OwnedRateLimiter> {
  const duration = options.duration ?? DEFAULT_DURATION;
  const prefix = options.keyPrefix ?? 'rl';
  let redis: RedisClient | undefined;
  if (options.redisUrl) {
    // ioredis's module is the Redis class itself with the named exports as its properties: webpack's
    // namespace for it keeps only `default` (a function's properties are not copied), Node's and
    // Turbopack's keep `Redis` too.
    const ioredis = await import('ioredis');
    const Redis = ioredis.Redis ?? ioredis.default;
    // No offline queue: while Redis is away a command fails at once and the insurance limiter
    // answers, rather than requests waiting for a reconnect.
    redis = new Redis(options.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2_000 });
    redis.on('error', (err: Error) => warnOnce('redis', `[rate-limit] Redis error, counting in memory meanwhile: ${err.message}`));
  }
  const limiters = new Map<Endpoint, RateLimiterAbstract>();
  const limiterFor = (endpoint: Endpoint) => {
    let limiter = limiters.get(endpoint);
    if (!limiter) {
      const window = options.durations?.[endpoint] ?? DEFAULT_DURATIONS[endpoint] ?? duration;
      const base = { points: options.points?.[endpoint] ?? DEFAULT_POINTS[endpoint], duration: window, keyPrefix: `${prefix}:${endpoint}` };
      const memory = new RateLimiterMemory(base);
      limiter = redis ? new RateLimiterRedis({ ...base, storeClient: redis, rejectIfRedisNotReady: true, insuranceLimiter: memory }) : memory;
      limiters.set(endpoint, limiter);
    }
    return limiter;
  };
  return {
    async consume(endpoint, address) {
      try {
        // IPv6 clients count by their /64: one subscriber's block, not one of its 2^64 addresses.
        const res = await limiterFor(endpoint).consume(rateLimitKey(address));
        return { ok: true, remaining: res.remainingPoints };
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          metrics().rateLimited.inc({ limit: endpoint });
          return { ok: false, retryAfter: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
        }
        warnOnce('store', `[rate-limit] limiter store failed, letting requests through: ${String(rejection)}`);
        return { ok: true, remaining: 0 };
      }
    },
    async refund(endpoint, address) {
      try {
        await limiterFor(endpoint).reward(rateLimitKey(address), 1);
      } catch (err) {
        warnOnce('store', `[rate-limit] limiter store failed, letting requests through: ${String(err)}`);
      }
    },
    async ready(timeoutMs = 5_000) {
      if (!redis || redis.status === 'ready') return true;
      const client = redis;
      return new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), timeoutMs);
        client.once('ready', () => {
          clearTimeout(timer);
          resolve(true);
        });
      });
    },
    async close() {
      if (redis) await redis.quit().catch(() => redis?.disconnect());
    },
  };
}

const warned = new Set<string>();
function warnOnce(kind: string, message: string) {
  if (warned.has(kind)) return;
  warned.add(kind);
  console.warn(message);
}

// One limiter per process: every route bundle (and dev reloads) count in it.
const holder = processShared<{ limiter?: Promise<RateLimiter> }>('rate-limiter', () => ({}));

/**
 * The process-wide limiter with the configured settings. The first request waits (up to 2 s) for
 * Redis to connect, so that a fresh instance shares its counts from its first request on instead
 * of counting alone in memory until the connection is up; if Redis does not answer, it goes on.
 */
export function rateLimiter(): Promise<RateLimiter> {
  holder.limiter ??= createRateLimiter().then(async (limiter) => {
    await limiter.ready(2_000);
    return limiter;
  });
  return holder.limiter;
}
