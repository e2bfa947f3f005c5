'use client';
import type { useRouter } from 'next/navigation';
import { markResultsFocus } from '@/components/results/results-focus.client';
import { CITY_COOKIE } from '@/lib/i18n/config';

function cookieCity(): string | undefined {
  return document.cookie.match(new RegExp(`(?:^|;\\s*)${CITY_COOKIE}=(\\d+)`))?.[1];
}

/**
 * A search form's submit: the results page, with focus then put on its heading (results-focus).
 * A search in another city than the page's is a whole page load: the address's `cityId` makes the
 * middleware set the city cookie, and only a full render shows that city in the layout (the header's
 * city and the support strip's phone and e-mail), which a client navigation keeps as it was.
 */
export function goToResults(router: ReturnType<typeof useRouter>, href: string, cityId: number | undefined): void {
  markResultsFocus(href);
  if (cityId !== undefined && String(cityId) !== cookieCity()) window.location.assign(href);
  else router.push(href);
}
