import { describe, expect, it } from 'vitest';
import { jsonLdText } from '@/lib/detail/json-ld';
import { groupAreas } from '@/lib/info/areas';
import { USEFUL_CATEGORIES } from '@/lib/info/categories';
import { faqPageJsonLd } from '@/lib/info/faq-json-ld';
import { stepTitle } from '@/lib/info/steps';
import { resolveTopic, topicPath } from '@/lib/info/topics';

const topics = [
  { id: 1, slug: 'area-guide' },
  { id: 2, slug: 'apartment-renting-with-a-pet' },
];

describe('resolveTopic', () => {
  it('shows the first topic at the base address', () => {
    expect(resolveTopic(topics, [])).toEqual({ kind: 'topic', topic: topics[0], path: '/useful-service-apartment' });
    expect(resolveTopic(topics)).toMatchObject({ kind: 'topic', topic: { id: 1 } });
  });

  it('shows the topic whose slug is in the address, at that address', () => {
    expect(resolveTopic(topics, ['apartment-renting-with-a-pet'])).toEqual({
      kind: 'topic',
      topic: topics[1],
      path: '/useful-service-apartment/apartment-renting-with-a-pet',
    });
  });

  it('sends an unknown slug back to the base address', () => {
    expect(resolveTopic(topics, ['no-such-topic'])).toEqual({ kind: 'redirect', to: '/useful-service-apartment' });
    expect(resolveTopic(topics, ['Area-Guide'])).toEqual({ kind: 'redirect', to: '/useful-service-apartment' });
    expect(resolveTopic([], ['area-guide'])).toEqual({ kind: 'redirect', to: '/useful-service-apartment' });
  });

  it('knows no page below a topic', () => {
    expect(resolveTopic(topics, ['area-guide', 'more'])).toEqual({ kind: 'notFound' });
  });

  it('has no topic to show when there are none', () => {
    expect(resolveTopic([], [])).toEqual({ kind: 'topic', topic: null, path: '/useful-service-apartment' });
  });

  it('escapes a slug in a topic address', () => {
    expect(topicPath('a b/c')).toBe('/useful-service-apartment/a%20b%2Fc');
  });
});

describe('groupAreas', () => {
  const items = Array.from({ length: 13 }, (_, i) => i);

  it('puts the first six under Hanoi and the next five under Ho Chi Minh City', () => {
    expect(groupAreas(items)).toEqual([
      { city: 'hanoi', items: [0, 1, 2, 3, 4, 5] },
      { city: 'hcm', items: [6, 7, 8, 9, 10] },
    ]);
  });

  it('leaves out an empty group', () => {
    expect(groupAreas(items.slice(0, 4))).toEqual([{ city: 'hanoi', items: [0, 1, 2, 3] }]);
    expect(groupAreas(items.slice(0, 8))).toEqual([
      { city: 'hanoi', items: [0, 1, 2, 3, 4, 5] },
      { city: 'hcm', items: [6, 7] },
    ]);
    expect(groupAreas([])).toEqual([]);
  });
});

describe('stepTitle', () => {
  it.each([
    ['1. Inquiry', 'Inquiry'],
    ['12) Move-out', 'Move-out'],
    ['Step 3: Viewings', 'Viewings'],
    ['1. お問い合わせ', 'お問い合わせ'],
    ['２．ご契約', 'ご契約'],
    ['3、内見', '内見'],
  ])('drops the stored number of %s', (name, title) => expect(stepTitle(name)).toBe(title));

  it.each(['Inquiry', '24-hour support', '2026 plans', '1.5 months deposit'])('keeps %s as it is', (name) => expect(stepTitle(name)).toBe(name));

  it('keeps a name that is only a number', () => expect(stepTitle('1. ')).toBe('1.'));
});

describe('faqPageJsonLd', () => {
  const page = { url: 'https://site.example/jp/faq', name: 'よくあるご質問', inLanguage: 'ja' };

  it('holds every answered question with a plain-text answer', () => {
    const data = JSON.parse(
      jsonLdText(
        faqPageJsonLd(
          [
            { question: 'Do I pay a <b>fee</b>?', answer: '<p>No.</p><p>The owner pays &amp; we help.</p>' },
            { question: 'Pets?', answer: 'Some buildings </script><script>alert(1)</script> accept them.' },
            { question: 'Unanswered', answer: null },
          ],
          page,
        ),
      ),
    );
    expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'FAQPage', url: page.url, inLanguage: 'ja' });
    expect(data.mainEntity).toEqual([
      { '@type': 'Question', name: 'Do I pay a fee?', acceptedAnswer: { '@type': 'Answer', text: 'No. The owner pays & we help.' } },
      { '@type': 'Question', name: 'Pets?', acceptedAnswer: { '@type': 'Answer', text: 'Some buildings accept them.' } },
    ]);
  });

  it('cannot close its script element early', () => {
    const text = jsonLdText(faqPageJsonLd([{ question: 'Why </script>?', answer: '&lt;/script&gt; x' }], page));
    expect(text).not.toMatch(/<\/script/i);
    expect(JSON.parse(text).mainEntity[0].acceptedAnswer.text).toBe('</script> x');
  });
});

describe('USEFUL_CATEGORIES', () => {
  it('lists the five category pages once each', () => {
    const paths = USEFUL_CATEGORIES.map((c) => c.path);
    expect(paths).toEqual(['/useful-service-apartment', '/our-customer-support-service', '/useful-information-for-tenants', '/rental-flow', '/faq']);
    expect(new Set(USEFUL_CATEGORIES.map((c) => c.key)).size).toBe(5);
  });
});
