import 'server-only';
import { createTranslator } from 'next-intl';
import en from '@/messages/admin/inbox.en.json';
import ja from '@/messages/admin/inbox.ja.json';
import { sortableDateTime } from '@/lib/admin/format';
import { toCsv } from './csv';
import type { InboxRow } from './list';

/** The inbox words outside a page render (the CSV route), in the member's language. */
export function inboxWords(language: 'en' | 'ja') {
  return createTranslator({ locale: language, messages: { inbox: language === 'ja' ? ja : en }, namespace: 'inbox' });
}

/** The CSV of the filtered inbox, headed and labelled in the member's language. */
export function inboxCsv(rows: InboxRow[], language: 'en' | 'ja'): string {
  const t = inboxWords(language);
  const header = [t('csv.id'), t('csv.received'), t('csv.kind'), t('csv.name'), t('csv.email'), t('csv.city'), t('csv.status'), t('csv.assignee')];
  return toCsv(
    header,
    rows.map((r) => [r.id, sortableDateTime(r.receivedAt), t(`kinds.${r.kind}`), r.name, r.email, r.city, t(`statuses.${r.status}`), r.assignee]),
  );
}
