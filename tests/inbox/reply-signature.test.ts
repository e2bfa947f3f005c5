/**
 * The reply drafted from a template uses the office's wording from Settings and ends with the
 * agent's own signature in the reply's language; with neither set, the draft is today's text
 * exactly.
 */
import { describe, expect, it } from 'vitest';
import { fillTemplate } from '@/lib/server/inbox/templates';

const JA_THANKS =
  '山田 太郎様\n\nお世話になっております。\nISNベトナムの佐藤 花子でございます。\n\nこの度は弊社にお問い合わせいただき、誠にありがとうございます。\n' +
  'ご希望の条件を確認のうえ、条件に合う物件を追ってご案内いたします。\n\nエリアやご予算、ご入居時期など、ほかにご希望がございましたら、本メールにそのままご返信ください。\n\n' +
  '引き続きどうぞよろしくお願い申し上げます。\n\n――――――――――――――――\nISNベトナム\n佐藤 花子';

describe('a reply drafted from a template', () => {
  it('with nothing set is the default text, closing with the agency block and the agent’s name', () => {
    expect(fillTemplate('thanks', 'ja', { name: '山田 太郎' }, '佐藤 花子')).toEqual({ subject: 'お問い合わせありがとうございます', text: JA_THANKS });
    expect(fillTemplate('thanks', 'ja', { name: '山田 太郎' }, '佐藤 花子', { overrides: { en: {}, ja: {} }, signature: '  ' }).text).toBe(JA_THANKS);
    expect(fillTemplate('viewing', 'en', { name: 'Emma' }, 'Ann Lee').text).toMatch(/Kind regards,\n\nISN Vietnam\nAnn Lee$/);
  });

  it('ends with the agent’s own signature in the reply’s language instead of the agency block', () => {
    const signature = { en: 'Ann Lee\nLeasing consultant, ISN Vietnam\n+84 90 000 0000', ja: '――――――――――\nISNベトナム ハノイ支店\n営業担当　佐藤 花子' };
    const ja = fillTemplate('thanks', 'ja', { name: '山田 太郎' }, '佐藤 花子', { signature: signature.ja }).text;
    expect(ja).toBe(JA_THANKS.replace('――――――――――――――――\nISNベトナム\n佐藤 花子', signature.ja));
    const en = fillTemplate('moreInfo', 'en', { name: 'Emma' }, 'Ann Lee', { signature: signature.en }).text;
    expect(en).toMatch(/- Planned move-in date\n\nKind regards,\n\nAnn Lee\nLeasing consultant, ISN Vietnam\n\+84 90 000 0000$/);
    expect(en).not.toContain('ISN Vietnam\nAnn Lee');
  });

  it('uses the office’s wording from Settings, a part left empty being the default', () => {
    const overrides = { en: {}, ja: { thanks: { subject: '{addressee} お問い合わせの御礼', body: '{addressee}\n\nいつもお世話になっております。{staff}です。\n\n{signature}' } } };
    const draft = fillTemplate('thanks', 'ja', { name: '山田 太郎' }, '佐藤 花子', { overrides, signature: '佐藤 花子（ハノイ）' });
    expect(draft).toEqual({ subject: '山田 太郎様 お問い合わせの御礼', text: '山田 太郎様\n\nいつもお世話になっております。佐藤 花子です。\n\n佐藤 花子（ハノイ）' });
    // Only the body reworded: the subject stays the default; other templates and languages too.
    const bodyOnly = { en: { viewing: { subject: '', body: 'Hello {addressee},\n\n{signature}' } }, ja: {} };
    expect(fillTemplate('viewing', 'en', { name: 'Emma' }, 'Ann', { overrides: bodyOnly })).toEqual({ subject: 'Arranging your viewing', text: 'Hello Emma,\n\nISN Vietnam\nAnn' });
    expect(fillTemplate('thanks', 'ja', { name: '山田 太郎' }, '佐藤 花子', { overrides: bodyOnly }).text).toBe(JA_THANKS);
  });

  it('keeps `$&`, `$1` and braces in a signature or a name as they were typed', () => {
    const signature = 'Price list: $& and $1 {staff} {addressee} {signature}';
    const { text } = fillTemplate('free', 'en', { name: 'A {staff} $&' }, 'Ann', { signature });
    expect(text).toMatch(/^Dear A \{staff\} \$&,\n\nThis is Ann from ISN Vietnam\./);
    expect(text.endsWith(`Kind regards,\n\n${signature}`)).toBe(true);
  });
});
