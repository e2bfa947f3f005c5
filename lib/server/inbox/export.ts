import 'server-only';
import { createTranslator } from 'next-intl';
import en from '@/messages/admin/inbox.en.json';
import ja from '@/messages/admin/inbox.ja.json';
import { sortableDateTime } from '@/lib/admin/format';
import { TIME_ZONE } from '@/lib/i18n/config';
import { toCsv } from './csv';
import type { ExportDetails } from './export-details';
import type { InboxRow } from './list';

/** The inbox words outside a page render (the CSV route), in the member's language. */
export function inboxWords(language: 'en' | 'ja') {
  return createTranslator({ locale: language, messages: { inbox: language === 'ja' ? ja : en }, namespace: 'inbox' });
}

/** The CSV of the filtered inbox, headed and labelled in the member's language, with each item's details. */
export function inboxCsv(rows: InboxRow[], language: 'en' | 'ja', details: Map<number, ExportDetails> = new Map()): string {
  const t = inboxWords(language);
  const header = [
    t('csv.id'),
    t('csv.received'),
    t('csv.kind'),
    t('csv.name'),
    t('csv.email'),
    t('csv.phone'),
    t('csv.city'),
    t('csv.status'),
    t('csv.assignee'),
    t('csv.firstReply'),
    t('csv.listings'),
    t('csv.message'),
    t('csv.notes'),
  ];
  return toCsv(
    header,
    rows.map((r) => {
      const d = details.get(r.id);
      const firstReply = r.firstReplyAt ? sortableDateTime(r.firstReplyAt) : '';
      return [r.id, sortableDateTime(r.receivedAt), t(`kinds.${r.kind}`), r.name, r.email, d?.phone, r.city, t(`statuses.${r.status}`), r.assignee, firstReply, d?.listings, d?.message, d?.notes];
    }),
  );
}

/** The export's file name: the office's day (Vietnam), not the server's or UTC's, e.g. inbox-2026-11-28.csv. */
export function csvFileName(now = new Date()): string {
  const day = new Intl.DateTimeFormat('sv-SE', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  return `inbox-${day}.csv`;
}
