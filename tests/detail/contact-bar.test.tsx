// @vitest-environment happy-dom
/**
 * The phone contact bar of a listing offers its city office: a call, and the office's chat apps in
 * a disclosure (a plain <details>, so it opens without scripts); a preview offers none. And the
 * office a shared list offers is the city most of its homes are in.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ContactBar } from '@/components/detail/contact-bar';
import { officeLinks } from '@/lib/contact-channels';
import { mainCity } from '@/lib/server/pages/city-office';

afterEach(cleanup);

const words = { call: 'Call our office: +84 28 3823 5678', chat: 'Message us on a chat app', chatWith: { line: 'Message us on LINE', whatsapp: 'Message us on WhatsApp', zalo: 'Message us on Zalo' }, newTab: '(opens in a new tab)' };

function bar(reach: Parameters<typeof ContactBar>[0]['reach']) {
  return render(
    <ContactBar
      id={7}
      office={false}
      label="Price and contact"
      priceLabel="Rent"
      price="$1,500"
      priceUnit="/month"
      contact={{ href: '/en/about-isn/contact-us', label: 'Contact' }}
      reach={reach}
      favourite={{ add: 'add', remove: 'remove' }}
    />,
  );
}

describe('the contact bar of a listing', () => {
  it('calls the listing’s city office and offers its chat apps', () => {
    const links = officeLinks({ phone1: '+84 28 3823 5678', emailSupport1: 'support.hcm@isn-vietnam.example' }, { line: '@isn-hcm', zalo: '+84 903 456 789' });
    bar({ links, ...words });
    const call = screen.getByTestId('contact-bar-call');
    expect(call.getAttribute('href')).toBe('tel:+842838235678');
    expect(call.getAttribute('aria-label')).toBe(words.call);
    const menu = screen.getByTestId('contact-bar-chats');
    expect(menu.closest('details')).not.toBeNull();
    const chats = within(menu).getAllByRole('link', { hidden: true });
    expect(chats.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('target')])).toEqual([
      ['Message us on LINE(opens in a new tab)', 'https://line.me/R/ti/p/%40isn-hcm', '_blank'],
      ['Message us on Zalo(opens in a new tab)', 'https://zalo.me/0903456789', '_blank'],
    ]);
  });

  it('offers only the call when the office has no chat app, and nothing on a preview', () => {
    bar({ links: officeLinks({ phone1: '+84 236 3888 456', emailSupport1: 'support.danang@isn-vietnam.example' }, undefined), ...words });
    expect(screen.getByTestId('contact-bar-call')).toBeTruthy();
    expect(screen.queryByTestId('contact-bar-chat')).toBeNull();
    cleanup();
    bar(null);
    expect(screen.queryByTestId('contact-bar-call')).toBeNull();
    expect(screen.queryByTestId('contact-bar-chat')).toBeNull();
  });
});

describe('the city of a shared list', () => {
  it('is the city most of its homes are in, the first on a tie', () => {
    expect(mainCity([{ cityId: 1 }, { cityId: 2 }, { cityId: 2 }])).toBe(2);
    expect(mainCity([{ cityId: 3 }, { cityId: 1 }])).toBe(3);
    expect(mainCity([])).toBeUndefined();
  });
});
