/** The reply templates in Settings: saved whole, shown as stored, refused per field, restored per template. */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const { request } = await vi.hoisted(() => import('../support/staff-request'));
vi.mock('next/headers', () => import('../support/staff-request').then((m) => m.nextHeaders));

import { saveReplyTemplatesAction } from '@/app/admin/(office)/settings/actions';
import { getDb } from '@/lib/server/db/client';
import { appSettings } from '@/lib/server/db/schema';
import { fillTemplate } from '@/lib/server/inbox/templates';
import { readSetting } from '@/lib/server/staff/office-settings';
import { templateValues } from '@/lib/server/staff/reply-templates';
import { forbidden, formOf, staffSessions } from '../support/action-roles';

const { cookies } = staffSessions();
const defaults = templateValues(undefined);
const JA_BODY = '{addressee}\r\n\r\nいつもお世話になっております。\r\nISNベトナムの{staff}です。\r\n\r\nお問い合わせいただきありがとうございます。\r\n\r\n{signature}\r\n';

async function storedRow() {
  const [row] = await (await getDb()).select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, 'replyTemplates'));
  return row?.value;
}

describe('the reply templates form', () => {
  beforeEach(async () => {
    request.cookie = cookies.admin;
    await (await getDb()).delete(appSettings).where(eq(appSettings.key, 'replyTemplates'));
  });

  it('saves an edited template, keeps only what differs from the default, and answers the stored values', async () => {
    const saved = await saveReplyTemplatesAction({}, formOf({ ...defaults, 'ja-thanks-subject': '  【ISNベトナム】お問い合わせの御礼 ', 'ja-thanks-body': JA_BODY }));
    const body = JA_BODY.replace(/\r\n/g, '\n').trimEnd();
    expect(saved).toEqual({ done: true, values: { ...defaults, 'ja-thanks-subject': '【ISNベトナム】お問い合わせの御礼', 'ja-thanks-body': body }, at: expect.any(Number) });
    expect(await storedRow()).toEqual({ en: {}, ja: { thanks: { subject: '【ISNベトナム】お問い合わせの御礼', body } } });
    // The inquiry page's draft follows it.
    const draft = fillTemplate('thanks', 'ja', { name: '山田 太郎' }, '佐藤 花子', { overrides: await readSetting(await getDb(), 'replyTemplates'), signature: '佐藤 花子（ハノイ）' });
    expect(draft).toEqual({ subject: '【ISNベトナム】お問い合わせの御礼', text: '山田 太郎様\n\nいつもお世話になっております。\nISNベトナムの佐藤 花子です。\n\nお問い合わせいただきありがとうございます。\n\n佐藤 花子（ハノイ）' });
  });

  it('refuses an unknown placeholder or an empty subject with a field message, stores nothing and keeps what was typed', async () => {
    await saveReplyTemplatesAction({}, formOf({ ...defaults, 'en-free-subject': 'Our reply' }));
    const before = await storedRow();
    const typed = { ...defaults, 'ja-thanks-body': '{name}様\n\n{signature}', 'en-viewing-subject': '   ', 'en-free-subject': 'Hello {signature}', 'ja-moreInfo-body': '{addressee}\n\n{staff}\n{signature}' };
    const refused = await saveReplyTemplatesAction({}, formOf(typed));
    expect(refused).toEqual({
      fields: { 'ja-thanks-body': 'placeholderBody', 'en-viewing-subject': 'subjectRequired', 'en-free-subject': 'placeholderSubject' },
      values: { ...typed, 'en-viewing-subject': '' },
      at: expect.any(Number),
    });
    expect(await storedRow()).toEqual(before);
    expect(await saveReplyTemplatesAction({}, formOf({ ...defaults, 'en-thanks-body': '' }))).toMatchObject({ fields: { 'en-thanks-body': 'bodyRequired' } });
    expect(await storedRow()).toEqual(before);
  });

  it('puts one template back to its default with its restore button, saving the others as typed', async () => {
    await saveReplyTemplatesAction({}, formOf({ ...defaults, 'ja-thanks-subject': '御礼', 'en-thanks-subject': 'Thanks!' }));
    const restored = await saveReplyTemplatesAction({}, formOf({ ...defaults, 'ja-thanks-subject': '御礼（編集中）', 'en-thanks-subject': 'Thanks again', 'ja-thanks-body': 'typed', restore: 'ja-thanks' }));
    expect(restored).toEqual({ done: true, values: { ...defaults, 'en-thanks-subject': 'Thanks again' }, at: expect.any(Number) });
    expect(await storedRow()).toEqual({ en: { thanks: { subject: 'Thanks again', body: '' } }, ja: {} });
  });

  it('answers 403 to an agent or an editor and stores nothing', async () => {
    for (const role of ['agent', 'editor'] as const) {
      request.cookie = cookies[role];
      await expect(saveReplyTemplatesAction({}, formOf({ ...defaults, 'ja-thanks-subject': 'x' }))).rejects.toEqual(forbidden);
    }
    expect(await storedRow()).toBeUndefined();
  });
});
