import { Activity, type ReactNode } from 'react';

/**
 * A part of a page below its first screen that React hydrates on its own (selective hydration).
 *
 * The server renders it in full and in place, like the rest of the page: `<Activity>` adds two
 * HTML comments and nothing else. In the browser, React hydrates what lies outside every slice
 * first (the header, the first screen: the search form, the favourite heart, "Change search") and
 * commits it; the slices follow at idle priority, yielding to input between units of work. A tap
 * inside a slice that has not hydrated yet makes React hydrate that slice at once and replay the
 * tap; a slice whose scripts have not arrived waits for them without holding the rest back.
 *
 * Why `<Activity mode="visible">` and not `<Suspense>`, which hydrates the same way: React's HTML
 * renderer moves a finished Suspense boundary of more than 500 bytes out of place once the page
 * before it passes 12.8 kB (`progressiveChunkSize`, which Next does not let a site set): it sends a
 * `<template>` where the content was and the content itself at the end of the page in a
 * `<div hidden>` that an inline script swaps in. Without JavaScript such a section would stay
 * hidden, and with it the content would appear late. Activity is not a boundary for the server
 * renderer, so what it holds stays where it is.
 *
 * Measured in docs/PERFORMANCE.md ("Hydration in slices"); e2e/hydration-slices.spec.ts holds that
 * the first screen works while a slice's script is held back.
 */
export function Slice({ children }: { children: ReactNode }) {
  return <Activity mode="visible">{children}</Activity>;
}

/**
 * Parts of a page, one below the other, hydrated one after another: each part is a slice holding
 * the next one's, so React hydrates and commits them in turn, in separate passes, rather than all
 * in one pass and one commit after the first screen. The HTML is the parts in order, as without.
 */
export function Slices({ children }: { children: ReactNode[] }) {
  return children.filter(Boolean).reduceRight<ReactNode>((rest, part) => (
    <Slice>
      {part}
      {rest}
    </Slice>
  ), null);
}
