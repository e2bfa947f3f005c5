import 'server-only';
import type { Lang } from '@/lib/api/lang';
import { mailConfig } from '../mail/config';
import { listUnsubscribeHeaders } from '../mail/list-unsubscribe';
import { alertToken } from './signing';

/** The addresses an alert's mails link to, absolute from SITE_URL. */
export function confirmUrl(token: string, lang: Lang): string {
  return `${mailConfig().siteUrl}/api/alerts/confirm?token=${token}&lang=${lang}`;
}

/** The one-click unsubscribe of List-Unsubscribe (RFC 8058): a POST stops the alert. */
export function unsubscribeUrl(id: number): string {
  return `${mailConfig().siteUrl}/api/alerts/unsubscribe?token=${alertToken(id)}`;
}

/** The management page: this alert and the others of its address. */
export function manageUrl(id: number, lang: Lang): string {
  return `${mailConfig().siteUrl}/${lang}/alerts/manage?token=${alertToken(id)}`;
}

export function alertMailHeaders(id: number): Record<string, string> {
  return listUnsubscribeHeaders(unsubscribeUrl(id));
}
