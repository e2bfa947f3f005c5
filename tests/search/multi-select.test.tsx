// @vitest-environment happy-dom
import { NextIntlClientProvider } from 'next-intl';
import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { MultiSelect } from '@/components/search/multi-select.client';
import en from '@/messages/en.json';

function Panel() {
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<number[]>([]);
  return (
    <NextIntlClientProvider locale="en" messages={{ search: en.search }} timeZone="Asia/Ho_Chi_Minh">
      <MultiSelect
        id="districtId"
        name="districtId"
        label="District"
        options={[
          { id: 1, name: 'Tay Ho' },
          { id: 2, name: 'Ba Dinh' },
        ]}
        selected={selected}
        onToggle={(id) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]))}
        open={open}
        onOpenChange={setOpen}
      />
    </NextIntlClientProvider>
  );
}

/** The server's HTML of the panel in the document, as a page arrives before its scripts run. */
function serverPage(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = renderToString(<Panel />);
  document.body.append(root);
  return root;
}

afterEach(() => document.body.replaceChildren());

describe('a search panel tapped before the page hydrates', () => {
  it('stays open once hydrated, and the next press closes it', async () => {
    const root = serverPage();
    const details = root.querySelector('details')!;
    // The visitor's tap on the summary, handled by the browser alone.
    details.open = true;
    await act(async () => {
      hydrateRoot(root, <Panel />);
    });
    expect(details.open).toBe(true);
    expect(details.getAttribute('data-state')).toBe('open');
    await act(async () => root.querySelector('summary')!.click());
    expect(details.open).toBe(false);
  });

  it('left shut, it opens with the first press after hydration', async () => {
    const root = serverPage();
    const details = root.querySelector('details')!;
    await act(async () => {
      hydrateRoot(root, <Panel />);
    });
    expect(details.getAttribute('data-state')).toBe('closed');
    await act(async () => root.querySelector('summary')!.click());
    expect(details.open).toBe(true);
    expect(details.getAttribute('data-state')).toBe('open');
  });
});
