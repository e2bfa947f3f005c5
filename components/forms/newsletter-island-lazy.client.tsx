'use client';
import { lazy, type ComponentProps } from 'react';

/**
 * The footer's newsletter island (newsletter-island.client.tsx) as a script of its own,
 * server-rendered as before, requested when React comes to hydrate the footer (after the first
 * screen; by then Next has given webpack the page's CSP nonce, which a request made as the
 * layout's script runs would lack) and hydrated when it has come. The footer is a slice of its
 * own (components/ui/slice.tsx), so a slow footer script holds back the footer only, never the
 * header or the first screen.
 *
 * - Not a chunk split in next.config.ts: every client module of the layout names every chunk of
 *   the layout's chunk group, and React waits for all of them before hydrating any.
 * - Not `next/dynamic`: its loader would be bundled into the layout's own script and again into
 *   each page that uses it (1.1 kB more on every page); React's `lazy` is already there.
 *
 * e2e/hydration-slices.spec.ts holds this script back and taps the first screen.
 */
const Island = lazy(() => import(/* webpackChunkName: "footer-island" */ './newsletter-island.client').then((m) => ({ default: m.NewsletterIsland })));

/** A component, not the lazy itself: a client module's export that the RSC payload names must not be a lazy (React error 306). */
export function NewsletterIsland(props: ComponentProps<typeof Island>) {
  return <Island {...props} />;
}
