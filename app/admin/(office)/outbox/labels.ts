import type { adminTranslator } from '@/lib/admin/i18n';

type InboxT = Awaited<ReturnType<typeof adminTranslator<'inbox'>>>;
const KNOWN = [
  'ack', 'notify', 'reply', 'assigned', 'newsletter-confirm', 'alert-confirm', 'alert-digest',
  'viewing-confirmed', 'viewing-moved', 'viewing-cancelled', 'viewing-declined', 'viewing-reminder', 'viewing-staff',
] as const;

/** A mail's purpose in words; a kind this page does not know yet is shown as stored. */
export function mailKindLabel(t: InboxT, kind: string): string {
  const known = KNOWN.find((k) => k === kind);
  return known ? t(`outbox.kinds.${known}`) : t('outbox.kinds.other', { kind });
}

export const MAIL_KINDS = KNOWN;

/** Where a mail went, without the server's own paths. */
export function deliveredLabel(t: InboxT, place: { kind: 'none' | 'file' | 'server'; text?: string }): string {
  if (place.kind === 'file') return t('outbox.savedAsFile');
  return place.text ?? t('outbox.none');
}
