import 'server-only';
import { createTranslator } from 'use-intl/core';
import en from '@/messages/mail/en.json';
import ja from '@/messages/mail/ja.json';
import { TIME_ZONE } from '@/lib/i18n/config';
import { formatDay } from '@/lib/format/day';
import type { MailLanguage } from './config';

/** The mail texts (messages/mail/{en,ja}.json) and the plain-text mails built from them. */
const MESSAGES = { en, ja } as const;

export function mailTranslator(language: MailLanguage) {
  return createTranslator({ locale: language, messages: MESSAGES[language], timeZone: TIME_ZONE });
}
type T = ReturnType<typeof mailTranslator>;
export type FieldKey = keyof (typeof en)['fields'];

/** A calendar day (YYYY-MM-DD) as the site writes a day someone acts on: Thu, December 3, 2026 / 2026年12月3日(木). */
export function mailDay(value: string, language: MailLanguage): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDay(value, language === 'ja' ? 'jp' : 'en', { weekday: true }) : value;
}

/** The fields that have a value as `[label, value]`, calendar days written the language's way. */
export function detailRows(t: T, fields: [FieldKey, string | number | null | undefined][], language: MailLanguage = 'en'): [string, string][] {
  return fields.filter(([, v]) => v !== null && v !== undefined && String(v).trim() !== '').map(([key, v]) => [t(`fields.${key}`), mailDay(String(v), language)]);
}

/** Rows as `Label: value` lines; multi-line values start on their own line. */
export function rowLines(rows: [string, string][]): string {
  return rows.map(([label, value]) => (value.includes('\n') ? `${label}:\n  ${value.replace(/\r?\n/g, '\n  ')}` : `${label}: ${value}`)).join('\n');
}

/**
 * `Label: value` lines of the fields that have a value; multi-line values start on their own line,
 * calendar days are written the language's way.
 */
export function detailLines(t: T, fields: [FieldKey, string | number | null | undefined][], language: MailLanguage = 'en'): string {
  return rowLines(detailRows(t, fields, language));
}

export type Composed = { subject: string; text: string };

/** A mail body: greeting/lead, the details, the closing lines and the signature. */
export function compose(t: T, siteUrl: string, parts: (string | undefined)[]): string {
  return [...parts.filter((p): p is string => Boolean(p)), `--\n${t('common.signature', { site: siteUrl })}`].join('\n\n') + '\n';
}
