import 'server-only';
import { replyTemplatesSchema, type ReplyTemplates } from '../office-settings-schema';
import { defaultTemplate, effectiveTemplate } from '../inbox/templates';
import {
  BODY_PLACEHOLDERS,
  placeholdersIn,
  REPLY_LANGUAGES,
  SUBJECT_PLACEHOLDERS,
  TEMPLATE_BODY_MAX,
  TEMPLATE_IDS,
  TEMPLATE_SUBJECT_MAX,
  type ReplyLanguage,
  type TemplateId,
} from '../inbox/template-ids';

/**
 * The Settings form of the reply templates: fields `<lang>-<template>-subject` and `-body` (e.g.
 * `ja-thanks-body`), every template in both languages; a `restore` of `<lang>-<template>` puts that
 * one back to its default while the others are saved as typed.
 */
export const templateField = (language: ReplyLanguage, id: TemplateId, part: 'subject' | 'body') => `${language}-${id}-${part}`;
export const restoreValue = (language: ReplyLanguage, id: TemplateId) => `${language}-${id}`;

export type TemplateFieldError = 'subjectRequired' | 'subjectLong' | 'placeholderSubject' | 'bodyRequired' | 'bodyLong' | 'placeholderBody';

const unknownIn = (text: string, allowed: readonly string[]) => placeholdersIn(text).some((p) => !allowed.includes(p));

/** Every field as the form shows it: the stored wording, else the default. */
export function templateValues(overrides: ReplyTemplates | undefined): Record<string, string> {
  const values: Record<string, string> = {};
  for (const language of REPLY_LANGUAGES) {
    for (const id of TEMPLATE_IDS) {
      const t = effectiveTemplate(id, language, overrides);
      values[templateField(language, id, 'subject')] = t.subject;
      values[templateField(language, id, 'body')] = t.body;
    }
  }
  return values;
}

/**
 * The posted templates checked whole: a subject on one line, not empty, with no placeholder but
 * {addressee} and {staff}; a body not empty, with {signature} allowed too. What equals the default
 * is stored empty (it is the default). `values`: the fields to show again, as typed (a restored one
 * as its default) and line breaks as `\n`.
 */
export function parseReplyTemplates(form: FormData): { ok: true; value: ReplyTemplates } | { ok: false; fields: Record<string, TemplateFieldError>; values: Record<string, string> } {
  const restore = form.get('restore');
  const fields: Record<string, TemplateFieldError> = {};
  const values: Record<string, string> = {};
  const value: ReplyTemplates = { en: {}, ja: {} };
  for (const language of REPLY_LANGUAGES) {
    for (const id of TEMPLATE_IDS) {
      const base = defaultTemplate(id, language);
      const names = { subject: templateField(language, id, 'subject'), body: templateField(language, id, 'body') };
      const restored = restore === restoreValue(language, id);
      const subject = restored ? base.subject : String(form.get(names.subject) ?? '').replace(/\s+/g, ' ').trim();
      const body = restored ? base.body : String(form.get(names.body) ?? '').replace(/\r\n?/g, '\n').replace(/\s+$/, '');
      values[names.subject] = subject;
      values[names.body] = body;
      if (!subject) fields[names.subject] = 'subjectRequired';
      else if (subject.length > TEMPLATE_SUBJECT_MAX) fields[names.subject] = 'subjectLong';
      else if (unknownIn(subject, SUBJECT_PLACEHOLDERS)) fields[names.subject] = 'placeholderSubject';
      if (!body.trim()) fields[names.body] = 'bodyRequired';
      else if (body.length > TEMPLATE_BODY_MAX) fields[names.body] = 'bodyLong';
      else if (unknownIn(body, BODY_PLACEHOLDERS)) fields[names.body] = 'placeholderBody';
      const own = { subject: subject === base.subject ? '' : subject, body: body === base.body ? '' : body };
      if (own.subject || own.body) value[language][id] = own;
    }
  }
  if (Object.keys(fields).length > 0) return { ok: false, fields, values };
  return { ok: true, value: replyTemplatesSchema.parse(value) };
}
