'use client';
import dynamic from 'next/dynamic';

/**
 * The footer's newsletter island (newsletter-island.client.tsx) as a script of its own, fetched
 * with the page: server-rendered as before, and hydrated when its script has come. The footer is a
 * slice of its own (components/ui/slice.tsx), so a slow footer script holds back the footer only,
 * never the header or the first screen. A chunk split in next.config.ts could not do this: every
 * client module of the layout names every chunk of the layout's chunk group, and React waits for
 * all of them. e2e/hydration-slices.spec.ts holds this script back and taps the first screen.
 */
export const NewsletterIsland = dynamic(() => import(/* webpackChunkName: "footer-island" */ './newsletter-island.client').then((m) => m.NewsletterIsland));
