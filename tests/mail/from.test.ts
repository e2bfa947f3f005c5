import { describe, expect, it } from 'vitest';
import { fromAddress, mailFrom } from '@/lib/server/mail/config';
import en from '@/messages/mail/en.json';
import ja from '@/messages/mail/ja.json';

describe('the From of a mail', () => {
  it('is MAIL_FROM as set in English, and the same address under the Japanese company name in Japanese', () => {
    expect(mailFrom('en', 'ISN Vietnam <no-reply@isn.example>')).toBe('ISN Vietnam <no-reply@isn.example>');
    expect(mailFrom('ja', 'ISN Vietnam <no-reply@isn.example>')).toBe('ISNベトナム <no-reply@isn.example>');
    expect(mailFrom('ja', 'no-reply@isn.example')).toBe('ISNベトナム <no-reply@isn.example>');
    expect(mailFrom('ja', '"ISN, Vietnam" <mail@isn.example> ')).toBe('ISNベトナム <mail@isn.example>');
  });

  it('takes the bare address out of a From with or without a name', () => {
    expect(fromAddress('ISN Vietnam <no-reply@isn.example>')).toBe('no-reply@isn.example');
    expect(fromAddress(' no-reply@isn.example ')).toBe('no-reply@isn.example');
  });
});

describe('the mail labels of an owner registration', () => {
  it('call building facilities 共用施設 and what is in the unit 室内設備, as the owner form does', () => {
    expect(ja.fields.facilities).toBe('共用施設');
    expect(ja.fields.amenities).toBe('室内設備');
    expect([en.fields.facilities, en.fields.amenities]).toEqual(['Facilities', 'Amenities']);
  });

  it('use the glossary’s words for rooms, requirements and rent', () => {
    expect(ja.fields).toMatchObject({ bedrooms: 'ベッドルーム数', bathrooms: 'バスルーム数', requirements: 'その他のご要望', price: '賃料（月額）', checkIn: 'ご入居希望日', tour: 'ご内見希望日' });
  });
});
