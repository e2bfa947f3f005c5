// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ContentForm, type ContentFormState } from '@/components/admin/content/content-form.client';
import en from '@/messages/admin/content.en.json';

const action = async (s: ContentFormState) => s;

function render(initial?: ContentFormState) {
  const html = renderToStaticMarkup(
    <ContentForm
      action={action}
      hidden={{ kind: 'blogs' }}
      rows={[[{ legend: 'English', fields: [{ name: 'titleEn', label: 'Title', kind: 'text', required: true }, { name: 'listings', label: 'Listings', kind: 'textarea', hint: 'One per line' }] }]]}
      values={{ titleEn: 'Stored title' }}
      words={{ save: 'Save', fieldErrors: 'Please correct the fields marked below.', errors: en.errors }}
      initial={initial}
    />,
  );
  document.body.innerHTML = html;
  return document.body;
}

describe('the content form', () => {
  it('labels every field inside a fieldset with a legend, and shows no alert before a submit', () => {
    const body = render();
    expect(body.querySelector('fieldset > legend')?.textContent).toBe('English');
    for (const input of body.querySelectorAll('input:not([type=hidden]), textarea')) expect(body.querySelector(`label[for="${input.id}"]`)).not.toBeNull();
    expect(body.querySelector('[role=alert]')).toBeNull();
    expect((body.querySelector('#content-titleEn') as HTMLInputElement).value).toBe('Stored title');
  });

  it('after a failed save: an alert, each message linked to its field, and the values as sent', () => {
    const body = render({ fields: { titleEn: 'required', listings: 'codesUnknown' }, values: { titleEn: '', listings: 'NOPE-1' }, details: { codes: 'NOPE-1' } });
    expect(body.querySelector('[role=alert]')?.textContent).toBe('Please correct the fields marked below.');
    const title = body.querySelector('#content-titleEn')!;
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(body.querySelector(`#${title.getAttribute('aria-describedby')}`)?.textContent).toBe('Required.');
    const listings = body.querySelector('#content-listings')!;
    expect(listings.getAttribute('aria-describedby')).toBe('content-listings-hint content-listings-error');
    expect(body.querySelector('#content-listings-error')?.textContent).toBe('No listing has these codes or ids: NOPE-1');
    expect(listings.textContent).toBe('NOPE-1');
  });
});

describe('the body editor and the image picker without JavaScript', () => {
  it('serves a labelled textarea that posts the body, and radio buttons with previews for the images', () => {
    const html = renderToStaticMarkup(
      <ContentForm
        action={action}
        hidden={{ kind: 'blogs' }}
        rows={[[{ legend: 'English', fields: [{ name: 'contentEn', label: 'Body', kind: 'richtext', lang: 'en' }, { name: 'thumbnail', label: 'Cover image', kind: 'media' }] }]]}
        values={{ contentEn: '<p><strong>Stored</strong></p>', thumbnail: 'old-cover.jpg' }}
        words={{ save: 'Save', fieldErrors: 'x', errors: en.errors, editor: en.editor, picker: { none: en.form.pickerNone, current: en.form.pickerCurrent, empty: en.form.pickerEmpty, library: en.form.pickerLibrary } }}
        images={[{ file: 'media/a.webp', src: '/images/media/a.webp', alt: 'Terrace', altEn: 'Terrace', altJa: 'テラス' }]}
      />,
    );
    document.body.innerHTML = html;
    const body = document.querySelector('textarea[name=contentEn]') as HTMLTextAreaElement;
    expect(body.value).toBe('<p><strong>Stored</strong></p>');
    expect(body.hidden).toBe(false);
    expect(document.querySelector(`label[for="${body.id}"]`)?.textContent).toBe('Body');
    const radios = [...document.querySelectorAll<HTMLInputElement>('input[type=radio][name=thumbnail]')];
    expect(radios.map((r) => [r.value, r.checked])).toEqual([['', false], ['old-cover.jpg', true], ['media/a.webp', false]]);
    expect(document.querySelector('fieldset#content-thumbnail > legend')?.textContent).toBe('Cover image');
    expect(document.querySelector('img[src="/images/media/a.webp"]')).not.toBeNull();
  });
});
