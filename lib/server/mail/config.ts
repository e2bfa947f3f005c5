import 'server-only';
import ja from '@/messages/mail/ja.json';
import { settings } from '../settings';

/** The mail settings every part of lib/server/mail reads: who sends, who is told, which host names Message-IDs. */
export type MailConfig = {
  /** The From of every English mail (MAIL_FROM; default `ISN Vietnam <no-reply@{site host}>`); a Japanese one: mailFrom(). */
  from: string;
  /** The staff address when the staffAddresses setting names none (MAIL_STAFF; default `inquiry@{site host}`). */
  staff: string;
  /** The site's host: the right-hand side of every Message-ID. */
  host: string;
  /** The site's base URL without a trailing slash, for links in mails. */
  siteUrl: string;
  pollMs: number;
  maxAttempts: number;
};

export function mailConfig(): MailConfig {
  const s = settings();
  const siteUrl = s.SITE_URL.replace(/\/+$/, '');
  const host = new URL(siteUrl).hostname;
  return {
    from: s.MAIL_FROM ?? `ISN Vietnam <no-reply@${host}>`,
    staff: s.MAIL_STAFF ?? `inquiry@${host}`,
    host,
    siteUrl,
    pollMs: s.MAIL_POLL_MS,
    maxAttempts: s.MAIL_MAX_ATTEMPTS,
  };
}

export type MailLanguage = 'en' | 'ja';

/** The bare address of a From (`no-reply@host` out of `ISN Vietnam <no-reply@host>`). */
export function fromAddress(from: string): string {
  return /<([^<>]+)>\s*$/.exec(from)?.[1]?.trim() ?? from.trim();
}

/**
 * The From of a mail in `language`: MAIL_FROM as set for English; for Japanese the same address
 * under the company's Japanese name (messages/mail/ja.json `common.brand`, ISNベトナム), which is
 * how a Japanese inbox should list it. nodemailer encodes the name for the header.
 */
export function mailFrom(language: MailLanguage, from: string = mailConfig().from): string {
  if (language === 'en') return from;
  return `${ja.common.brand} <${fromAddress(from)}>`;
}

/** The forms post `en` or `jp` (the URL's spelling); mails speak BCP 47. */
export function mailLanguage(language: string | null | undefined): MailLanguage {
  return language === 'jp' || language === 'ja' ? 'ja' : 'en';
}
