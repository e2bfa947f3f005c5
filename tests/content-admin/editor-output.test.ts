// @vitest-environment happy-dom
import { Editor } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import StarterKit from '@tiptap/starter-kit';
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '@/lib/content/sanitize';

/**
 * The rich-text editor's HTML (Tiptap, as components/admin/content/tiptap-editor.client.tsx configures it)
 * goes through the public pages' sanitiser on save: what it makes survives, and what a crafted
 * post adds beside it does not.
 */
function editorHtml(content: object): string {
  const editor = new Editor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, codeBlock: false, link: { openOnClick: false, HTMLAttributes: { rel: null, target: null } } }), Image],
    content,
  });
  const html = editor.getHTML();
  editor.destroy();
  return html;
}

describe('the editor\'s output through the sanitiser', () => {
  it('keeps bold, headings, lists, links and library images', () => {
    const html = editorHtml({
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Moving in' }] },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Read ', marks: [] },
            { type: 'text', text: 'this first', marks: [{ type: 'bold' }] },
            { type: 'text', text: ' and ' },
            { type: 'text', text: 'our guide', marks: [{ type: 'link', attrs: { href: 'https://example.com/guide' } }] },
          ],
        },
        { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Deposit' }] }] }] },
        { type: 'image', attrs: { src: '/images/media/0b1c.webp', alt: 'Terrace' } },
      ],
    });
    expect(html).toContain('<strong>this first</strong>');
    const safe = sanitizeRichText(html);
    expect(safe).toContain('<h2>Moving in</h2>');
    expect(safe).toContain('<strong>this first</strong>');
    expect(safe).toContain('<a href="https://example.com/guide" rel="noopener noreferrer">our guide</a>');
    expect(safe).toContain('<ul><li><p>Deposit</p></li></ul>');
    expect(safe).toMatch(/<img src="\/images\/media\/0b1c\.webp" alt="Terrace"/);
  });

  it('drops a script link and a foreign image a crafted post puts beside the editor\'s HTML', () => {
    const html = `${editorHtml({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'https://example.com' } }] }] }] })}<p><a href="javascript:alert(1)">y</a><img src="https://evil.example/t.gif" onerror="alert(2)"></p>`;
    const safe = sanitizeRichText(html);
    expect(safe).not.toMatch(/javascript|onerror|evil\.example/);
    expect(safe).toContain('<a href="https://example.com" rel="noopener noreferrer">x</a>');
  });
});
