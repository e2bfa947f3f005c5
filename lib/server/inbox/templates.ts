import en from '@/messages/admin/inbox.en.json';
import ja from '@/messages/admin/inbox.ja.json';
import type { ReplyTemplates } from '../office-settings-schema';
import { TEMPLATE_IDS, type Placeholder, type ReplyLanguage, type TemplateId } from './template-ids';

/**
 * The reply templates. Their default text lives in the inbox message files, both languages, because
 * the reply is written in the client's language whatever the staff member reads the back office in;
 * the office may reword them in Settings (`replyTemplates`, only what differs is stored). The
 * placeholders are filled by plain replacement, not ICU, so that an apostrophe or a brace the
 * agent's text may contain never changes meaning.
 */
export { TEMPLATE_IDS, type ReplyLanguage, type TemplateId } from './template-ids';

const TEXTS = { en: en.templates, ja: ja.templates } as const;

export function isTemplateId(value: unknown): value is TemplateId {
  return TEMPLATE_IDS.includes(value as TemplateId);
}

/** The submission's language as the mail speaks it: forms post `en` or `jp`. */
export function replyLanguageOf(language: string | null | undefined): ReplyLanguage {
  return language === 'jp' || language === 'ja' ? 'ja' : 'en';
}

/** A template's default subject and body, as the message files give them. */
export function defaultTemplate(id: TemplateId, language: ReplyLanguage): { subject: string; body: string } {
  return TEXTS[language][id];
}

/** A template as the office uses it: its stored wording where there is one, the default's otherwise. */
export function effectiveTemplate(id: TemplateId, language: ReplyLanguage, overrides?: ReplyTemplates): { subject: string; body: string } {
  const base = defaultTemplate(id, language);
  const own = overrides?.[language][id];
  return { subject: own?.subject || base.subject, body: own?.body || base.body };
}

/** Each placeholder replaced once, in one pass: what is put in is never read again for placeholders. */
function fillIn(text: string, values: Record<Placeholder, string>): string {
  return text.replace(/\{(addressee|staff|signature)\}/g, (_, key: Placeholder) => values[key]);
}

export type DraftOptions = {
  /** The office's wording (Settings); unset: the defaults. */
  overrides?: ReplyTemplates;
  /** The agent's own signature in the reply's language; unset or empty: the agency's closing block. */
  signature?: string | null;
};

export function fillTemplate(id: TemplateId, language: ReplyLanguage, client: { name: string | null }, staffName: string, options: DraftOptions = {}): { subject: string; text: string } {
  const t = TEXTS[language];
  const name = client.name?.trim();
  // Function replacers: a `$&` in a client's name is text, not a replacement pattern.
  const addressee = name ? t.addressee.replace('{name}', () => name) : t.addresseeUnknown;
  const signature = options.signature?.trim() ? options.signature : t.signature.replaceAll('{staff}', () => staffName);
  const values = { addressee, staff: staffName, signature };
  const template = effectiveTemplate(id, language, options.overrides);
  return { subject: fillIn(template.subject, values), text: fillIn(template.body, values) };
}
