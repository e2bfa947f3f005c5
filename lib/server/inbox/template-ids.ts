/**
 * The reply templates' names, languages and placeholders: no imports, so that the settings' shapes
 * (lib/server/office-settings-schema.ts, loaded by the mail worker outside Next) can name them.
 */
export const TEMPLATE_IDS = ['thanks', 'viewing', 'moreInfo', 'free'] as const;
export type TemplateId = (typeof TEMPLATE_IDS)[number];
export const REPLY_LANGUAGES = ['en', 'ja'] as const;
export type ReplyLanguage = (typeof REPLY_LANGUAGES)[number];

/** What a template's subject may contain in braces; its body may name the signature too. */
export const SUBJECT_PLACEHOLDERS = ['addressee', 'staff'] as const;
export const BODY_PLACEHOLDERS = ['addressee', 'staff', 'signature'] as const;
export type Placeholder = (typeof BODY_PLACEHOLDERS)[number];

/** Bounds of an edited template (a reply itself may be longer: the agent adds to it). */
export const TEMPLATE_SUBJECT_MAX = 200;
export const TEMPLATE_BODY_MAX = 5_000;

/** Every `{…}` in a text (a brace pair with no brace or line break inside), as its inner word. */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(/\{([^{}\n]*)\}/g)].map((m) => m[1]);
}
