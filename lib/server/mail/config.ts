import 'server-only';
import { settings } from '../settings';

/** The mail settings every part of lib/server/mail reads: who sends, who is told, which host names Message-IDs. */
export type MailConfig = {
  /** The From of every mail (MAIL_FROM; default `ISN Vietnam <no-reply@{site host}>`). */
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

/** The forms post `en` or `jp` (the URL's spelling); mails speak BCP 47. */
export function mailLanguage(language: string | null | undefined): MailLanguage {
  return language === 'jp' || language === 'ja' ? 'ja' : 'en';
}
