import 'server-only';
import { createHash } from 'node:crypto';
import { rateLimiter, type RateLimiter } from '../security/rate-limit';

/**
 * The mails a stranger can make the site send to an address they typed (a form's acknowledgement,
 * the newsletter's and an alert's confirmation) are limited per recipient as well as per sender:
 * by default 5 an hour and 10 a day (RATE_LIMIT_RECIPIENT_POINTS, RATE_LIMIT_RECIPIENT_DAY_POINTS),
 * counted where the other limits are (Redis with REDIS_URL). A visitor's sitting (two inquiries, a
 * sign-up, an alert or two) fits in an hour's; from many senders, one victim gets at most ten a day.
 *
 * Past the budget the submission still succeeds (stored, answered alike, the staff notified): only
 * the mail to the address is not written. A 429 would lose a real visitor's second inquiry and
 * tell a prober something; a skipped mail tells nobody anything.
 */
export type RecipientBudget = {
  /** One mail to `email` taken from its budget; false when the hour's or the day's is spent. */
  take(email: string): Promise<boolean>;
};

const GMAIL = new Set(['gmail.com', 'googlemail.com']);

/**
 * One key per mailbox: the address in lower case (as the newsletter and alerts store it), without
 * a +tag (`me+1@…` and `me+2@…` are one inbox at most providers), and Gmail's dots dropped. Hashed,
 * so the limiter's store holds no address.
 */
export function recipientKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  local = local.split('+')[0] || local;
  if (GMAIL.has(domain)) {
    local = local.replace(/\./g, '');
    domain = 'gmail.com';
  }
  return `recipient:${createHash('sha256').update(`${local}@${domain}`).digest('hex').slice(0, 32)}`;
}

/**
 * The budget on `limiter` (default: the process-wide one). The hour is asked first, so that tries
 * refused by the hour do not spend the day's budget too.
 */
export function recipientBudget(limiter?: RateLimiter): RecipientBudget {
  return {
    async take(email) {
      const store = limiter ?? (await rateLimiter());
      const key = recipientKey(email);
      if (!(await store.consume('recipient', key)).ok) return false;
      return (await store.consume('recipient-day', key)).ok;
    },
  };
}
