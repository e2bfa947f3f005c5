import en from '@/messages/admin/inbox.en.json';
import ja from '@/messages/admin/inbox.ja.json';

/**
 * The reply templates. Their text lives in the inbox message files, both languages, because the
 * reply is written in the client's language whatever the staff member reads the back office in.
 * The placeholders are filled by plain replacement, not ICU, so that an apostrophe or a brace the
 * agent's text may later contain never changes meaning.
 */
export const TEMPLATE_IDS = ['thanks', 'viewing', 'moreInfo', 'free'] as const;
export type TemplateId = (typeof TEMPLATE_IDS)[number];
export type ReplyLanguage = 'en' | 'ja';

const TEXTS = { en: en.templates, ja: ja.templates } as const;

export function isTemplateId(value: unknown): value is TemplateId {
  return TEMPLATE_IDS.includes(value as TemplateId);
}

/** The submission's language as the mail speaks it: forms post `en` or `jp`. */
export function replyLanguageOf(language: string | null | undefined): ReplyLanguage {
  return language === 'jp' || language === 'ja' ? 'ja' : 'en';
}

export function fillTemplate(id: TemplateId, language: ReplyLanguage, client: { name: string | null }, staffName: string): { subject: string; text: string } {
  const t = TEXTS[language];
  const name = client.name?.trim();
  const addressee = name ? t.addressee.replace('{name}', () => name) : t.addresseeUnknown;
  // Function replacers: a `$&` in a client's name is text, not a replacement pattern.
  const fill = (s: string) => s.replace('{addressee}', () => addressee).replaceAll('{staff}', () => staffName);
  return { subject: fill(t[id].subject), text: fill(t[id].body) };
}
