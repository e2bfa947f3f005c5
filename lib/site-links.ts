import type { Lang } from '@/lib/api/common';

/** Addresses outside the site that the chrome links to. */
export const SALES_SITE = { en: 'https://sale.isn-vietnam.example/en/', jp: 'https://sale.isn-vietnam.example/ja/' } as const satisfies Record<Lang, string>;
export const LINE_ADD_FRIEND = 'https://line.me/R/ti/p/@isn-vietnam';
export const FACEBOOK = 'https://www.facebook.com/isn.vietnam.rentals';
