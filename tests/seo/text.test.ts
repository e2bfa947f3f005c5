import { describe, expect, it } from 'vitest';
import { DESCRIPTION_MAX, TITLE_SEPARATOR, cutText, decodeEntities, keywordList, metaDescription, pageTitle, stripHtml } from '@/lib/seo/text';

describe('page title', () => {
  it('joins page title and site name with a full-width bar', () => {
    expect(TITLE_SEPARATOR).toBe('\uFF5C');
    expect(pageTitle('Residences', 'ISN Vietnam Rentals')).toBe('Residences｜ISN Vietnam Rentals');
    expect(pageTitle('  Vinhomes   Central Park ', 'ISN')).toBe('Vinhomes Central Park｜ISN');
    expect(pageTitle('Pool &amp; <b>gym</b> &lt; 5 min', 'ISN')).toBe('Pool & gym < 5 min｜ISN');
  });

  it('is the site name alone without a page title', () => {
    expect(pageTitle(undefined, 'ISN')).toBe('ISN');
    expect(pageTitle('   ', 'ISN')).toBe('ISN');
    expect(pageTitle('ISN', 'ISN')).toBe('ISN');
  });
});

describe('meta description', () => {
  it('strips tags, scripts and comments and keeps words apart across blocks', () => {
    const html = '<p>Bright <b>2-bedroom</b> flat</p><p>near the <a href="/x">lake</a>.</p><script>alert(1)</script><!-- note --><br/>Pets OK';
    expect(stripHtml(html)).toBe('Bright 2-bedroom flat near the lake. Pets OK');
  });

  it('decodes named and numeric entities once', () => {
    expect(decodeEntities('Tom &amp; Jerry&nbsp;&#39;s &#x27;flat&#x27; &lt;3 &hellip;')).toBe("Tom & Jerry\u00a0's 'flat' <3 …");
    // Every HTML5 reference, not a chosen few; stripHtml folds the no-break space into a space.
    expect(decodeEntities('&frac12; &rarr; &yen;1&thinsp;000')).toBe('½ → ¥1\u2009000');
    expect(stripHtml('<p>A&nbsp;&frac12;&nbsp;km</p>')).toBe('A ½ km');
    expect(decodeEntities('&amp;lt;')).toBe('&lt;');
    expect(decodeEntities('&unknown; &#0;')).toBe('&unknown; \uFFFD');
    expect(stripHtml('<p>5&nbsp;&nbsp;m&sup2;</p>\n\n<p>&quot;quiet&quot;</p>')).toBe('5 m² "quiet"');
  });

  it('does not turn escaped markup back into tags to strip', () => {
    expect(stripHtml('a &lt;b&gt; c')).toBe('a <b> c');
  });

  it('cuts to 300 characters', () => {
    const long = 'word '.repeat(100);
    const cut = metaDescription(`<div>${long}</div>`);
    expect(cut.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(cut.length).toBeGreaterThan(290);
    expect(long.startsWith(cut)).toBe(true);
    expect(metaDescription('short')).toBe('short');
    expect(metaDescription(null)).toBe('');
  });

  it('never cuts a surrogate pair in half', () => {
    const text = `${'a'.repeat(299)}😀tail`;
    const cut = cutText(text);
    expect(cut).toBe('a'.repeat(299));
    expect(cutText(`${'a'.repeat(298)}😀tail`)).toBe(`${'a'.repeat(298)}😀`);
    const japanese = 'ベトナムの賃貸'.repeat(60);
    expect(cutText(japanese)).toHaveLength(300);
  });
});

describe('keywords', () => {
  it('normalises a comma list or an array, dropping blanks and repeats', () => {
    expect(keywordList(' a ,b,, a ')).toBe('a, b');
    expect(keywordList(['x', ' y ', ''])).toBe('x, y');
    expect(keywordList('')).toBeUndefined();
    expect(keywordList(undefined)).toBeUndefined();
  });
});
