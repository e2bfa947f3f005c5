import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RichText } from '@/components/content/rich-text';
import { contentImageSrc, richTextHtml, sanitizeRichText, videoEmbedSrc } from '@/lib/content/sanitize';

/** Every way a page turns stored rich text into HTML. */
const RENDERERS: [string, (html: string) => string][] = [
  ['sanitizeRichText', sanitizeRichText],
  ['richTextHtml', richTextHtml],
  ['<RichText>', (html) => renderToStaticMarkup(createElement(RichText, { html }))],
];

const HOSTILE: [string, string][] = [
  ['script tag', '<p>a</p><script>alert(1)</script><SCRIPT SRC=//evil.example/x.js></SCRIPT>'],
  ['script split across case and spaces', '<scr<script>ipt>alert(1)</scr</script>ipt>'],
  ['onerror on an image', '<img src="x" onerror="alert(1)"><img src="blog-1.jpg" onerror="alert(1)">'],
  ['onclick and other handlers', '<p onclick="alert(1)" onmouseover="alert(2)">text</p><a href="/en" onfocus="alert(3)" autofocus>go</a>'],
  ['javascript: link', '<a href="javascript:alert(1)">x</a><a href=" JaVaScRiPt:alert(1)">y</a>'],
  ['entity-encoded javascript: link', '<a href="&#x6A;avascript:alert(1)">x</a><a href="&#106;&#97;vascript&colon;alert(1)">y</a>'],
  ['javascript: with tab and newline', '<a href="java\tscript:alert(1)">x</a><a href="java&#x0A;script:alert(1)">y</a>'],
  ['vbscript: link', '<a href="vbscript:msgbox(1)">x</a>'],
  ['data: link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
  ['data: image', '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">'],
  ['SVG with script', '<svg onload="alert(1)"><script>alert(1)</script><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>'],
  ['MathML', '<math><mtext><img src=x onerror=alert(1)></mtext></math>'],
  ['foreign iframe', '<iframe src="https://evil.example/embed/abc"></iframe><iframe src="javascript:alert(1)"></iframe><iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['look-alike video host', '<iframe src="https://www.youtube.com.evil.example/embed/abcdefghijk"></iframe><iframe src="https://evil.example/?https://www.youtube.com/embed/abcdefghijk"></iframe>'],
  ['style tag and attribute', '<style>body{background:url(javascript:alert(1))}</style><p style="background:url(javascript:alert(1))">x</p>'],
  ['object, embed, form', '<object data="x.swf"></object><embed src="x.swf"><form action="https://evil.example"><input name="q"><button formaction="javascript:alert(1)">b</button></form>'],
  ['meta refresh and base', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><base href="https://evil.example/">'],
  ['malformed nesting', '<p><b><i>x</p></b><div><a href="javascript:alert(1)"<img src=x onerror=alert(1)>'],
  ['unclosed attribute quote', '<img src="blog-1.jpg onerror=alert(1)//"><a href=\'javascript:alert(1)\'>x'],
  ['comment smuggling', '<!--<script>alert(1)</script>--><p>ok</p><!--><img src=x onerror=alert(1)>-->'],
  ['CDATA and processing instruction', '<![CDATA[<script>alert(1)</script>]]><?xml-stylesheet href="javascript:alert(1)"?>'],
  ['protocol-relative link', '<a href="//evil.example/path">x</a>'],
  ['srcset and formaction', '<img src="/images/a.jpg" srcset="javascript:alert(1) 1x"><a href="/en" formaction="javascript:alert(1)">x</a>'],
  ['noscript and template', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></p></noscript><template><script>alert(1)</script></template>'],
];

/** What must never reach a page. */
function expectSafe(out: string) {
  const lower = out.toLowerCase();
  expect(lower).not.toMatch(/<script|<style|<svg|<math|<object|<embed|<form|<input|<button|<meta|<base|<noscript|<template/);
  expect(lower).not.toMatch(/\son[a-z]+\s*=/);
  expect(lower).not.toMatch(/\sstyle\s*=|\ssrcset\s*=|\ssrcdoc\s*=|\sformaction\s*=|xlink:href/);
  expect(lower).not.toMatch(/javascript:|vbscript:|data:/);
  expect(lower).not.toMatch(/(?:href|src)="\/\//);
  for (const [, src] of out.matchAll(/<iframe[^>]*\ssrc="([^"]*)"/gi)) expect(src).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
  for (const [, src] of out.matchAll(/<img[^>]*\ssrc="([^"]*)"/gi)) expect(src).toMatch(/^\/images\/[A-Za-z0-9]/);
}

describe.each(RENDERERS)('%s', (_name, render) => {
  it.each(HOSTILE)('lets nothing dangerous through: %s', (_case, html) => {
    expectSafe(render(html));
  });

  it('keeps the normal content of a post', () => {
    const html = [
      '<h2>What is included</h2>',
      '<p>Private offices from <strong>$650</strong> a <em>month</em>.</p>',
      '<ul><li>Reception</li><li>Meeting rooms</li></ul>',
      '<ol start="3"><li>Third</li></ol>',
      '<table><thead><tr><th scope="col">District</th></tr></thead><tbody><tr><td colspan="2">Tây Hồ</td></tr></tbody></table>',
      '<figure><img src="/images/blog-16.jpg" alt="Office"><figcaption>Caption</figcaption></figure>',
      '<blockquote><p>Quote</p></blockquote>',
      '<p><a href="/en/about-isn/contact-us">contact us</a>, <a href="mailto:info@example.com">mail</a>, <a href="tel:+842838234567">call</a></p>',
    ].join('');
    const out = render(html);
    expectSafe(out);
    for (const piece of [
      '<h2>What is included</h2>',
      '<strong>$650</strong>',
      '<em>month</em>',
      '<li>Reception</li>',
      '<ol start="3">',
      '<th scope="col">District</th>',
      '<td colspan="2">Tây Hồ</td>',
      '<figcaption>Caption</figcaption>',
      '<blockquote><p>Quote</p></blockquote>',
      'href="/en/about-isn/contact-us"',
      'href="mailto:info@example.com"',
      'href="tel:+842838234567"',
    ]) {
      expect(out).toContain(piece);
    }
    expect(out).toMatch(/<img src="\/images\/blog-16\.jpg" alt="Office"/);
  });
});

describe('sanitizeRichText', () => {
  it('gives external links rel="noopener noreferrer" and keeps target only as _blank', () => {
    const out = sanitizeRichText('<a href="https://example.com" target="_top">a</a><a href="/en" target="_blank">b</a><a href="/en" target="_self">c</a>');
    expect(out).toBe('<a href="https://example.com" rel="noopener noreferrer">a</a><a href="/en" target="_blank" rel="noopener noreferrer">b</a><a href="/en">c</a>');
  });

  it('drops the address of a javascript: link but keeps its text', () => {
    expect(sanitizeRichText('<a href="&#x6A;avascript:alert(1)">click</a>')).toBe('<a>click</a>');
  });

  it('sends content images through the image route and drops other images', () => {
    const out = sanitizeRichText('<img src="blog-2.jpg" alt="a"><img src="https://old.example/images/blog-3.jpg" alt="b"><img src="https://evil.example/x.jpg" alt="c"><img src="/images/../secret.jpg" alt="d">');
    expect(out).toContain('src="/images/blog-2.jpg"');
    expect(out).toContain('src="/images/blog-3.jpg"');
    expect(out).not.toContain('evil.example');
    expect(out).not.toContain('secret');
    expect(out.match(/<img/g)).toHaveLength(2);
  });

  it('moves YouTube embeds to youtube-nocookie with a title and no autoplay', () => {
    const out = sanitizeRichText('<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1&start=30" width="560" height="315" onload="alert(1)"></iframe>');
    expect(out).toContain('src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=30"');
    expect(out).toContain('title="YouTube"');
    expect(out).toContain('width="560"');
    expect(out).not.toContain('autoplay=1');
    expect(out).not.toContain('onload');
  });

  it('turns a heading 1 into a heading 2, the page owns its h1', () => {
    expect(sanitizeRichText('<h1>Title</h1>')).toBe('<h2>Title</h2>');
  });

  it('keeps escaped text as text', () => {
    expect(sanitizeRichText('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
  });

  it('returns an empty string for nothing', () => {
    expect(sanitizeRichText(null)).toBe('');
    expect(sanitizeRichText(undefined)).toBe('');
    expect(sanitizeRichText('')).toBe('');
  });
});

describe('richTextHtml', () => {
  it('makes escaped paragraphs of plain text', () => {
    expect(richTextHtml('Is 3 < 4 "true"?\n\nSecond & last')).toBe('<p>Is 3 &lt; 4 "true"?</p><p>Second &amp; last</p>');
    expect(richTextHtml('One\nTwo')).toBe('<p>One<br />Two</p>');
  });
});

describe('<RichText>', () => {
  it('renders nothing for empty content and the rich-text class otherwise', () => {
    expect(renderToStaticMarkup(createElement(RichText, { html: '<script>x</script>' }))).toBe('');
    expect(renderToStaticMarkup(createElement(RichText, { html: '<p>x</p>', className: 'mt-6', testId: 'c' }))).toBe('<div class="rich-text mt-6" data-testid="c"><p>x</p></div>');
  });
});

describe('address rules', () => {
  it.each([
    ['blog-1.jpg', '/images/blog-1.jpg'],
    ['/images/a/b.webp', '/images/a/b.webp'],
    ['/images/a.jpg?x=1', '/images/a.jpg'],
    ['http://cdn.example/static/images/c.png', '/images/c.png'],
    ['/uploads/c.png', null],
    ['//evil.example/images/a.jpg', null],
    ['ftp://x/images/a.jpg', null],
    ['javascript:alert(1)//images/a.jpg', null],
    ['/images/%2e%2e/a.jpg', null],
    ['', null],
  ])('image %s → %s', (src, expected) => {
    expect(contentImageSrc(src)).toBe(expected);
  });

  it.each([
    ['https://www.youtube.com/embed/abcdefghijk', 'https://www.youtube-nocookie.com/embed/abcdefghijk'],
    ['https://www.youtube-nocookie.com/embed/abcdefghijk?rel=0', 'https://www.youtube-nocookie.com/embed/abcdefghijk?rel=0'],
    ['http://www.youtube.com/embed/abcdefghijk', null],
    ['https://www.youtube.com/watch?v=abcdefghijk', null],
    ['https://user@www.youtube.com/embed/abcdefghijk', null],
    ['https://player.vimeo.com/video/1', null],
  ])('frame %s → %s', (src, expected) => {
    expect(videoEmbedSrc(src)).toBe(expected);
  });
});
