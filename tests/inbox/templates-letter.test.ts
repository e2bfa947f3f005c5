/** Reply templates read as a business letter: addressee, greeting, self-introduction, signature. */
import { describe, expect, it } from 'vitest';
import { fillTemplate, TEMPLATE_IDS } from '@/lib/server/inbox/templates';

describe('reply templates', () => {
  it.each(TEMPLATE_IDS)('%s: Japanese opens with 宛名 and お世話になっております, introduces company and agent, and ends with a signature', (id) => {
    const { text } = fillTemplate(id, 'ja', { name: '山田 太郎' }, '佐藤 花子');
    expect(text).toMatch(/^山田 太郎様\n\nお世話になっております。\nISNベトナムの佐藤 花子でございます。\n/);
    expect(text).toMatch(/\nISNベトナム\n佐藤 花子$/);
    expect(text).not.toContain('{staff}');
  });

  it('English introduces the agent and signs with the agency', () => {
    const { text } = fillTemplate('thanks', 'en', { name: 'Emma' }, 'Ann Lee');
    expect(text).toMatch(/^Dear Emma,\n\nThis is Ann Lee from ISN Vietnam\. /);
    expect(text).toMatch(/Kind regards,\n\nISN Vietnam\nAnn Lee$/);
  });
});
