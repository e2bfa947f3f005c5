'use client';
import { useRef, type ReactNode } from 'react';
import type { Lang } from '@/lib/api/lang';
import { useNearModule } from '@/components/ui/use-near-module';
import type { NewsletterLabels } from './newsletter-view';

const load = () => import('./newsletter-strip');

/** What the visitor did in the server's form before the island came: their typing and their focus. */
function typedSoFar(element: HTMLElement) {
  return { typed: element.querySelector('input')?.value ?? '', focused: element.contains(document.activeElement) };
}

/**
 * The footer's newsletter sign-up (SPEC §2): the server's form (`children`, the same markup as the
 * island's, Subscribe disabled) until the form comes near the viewport or the visitor starts on
 * it; then its code loads and the island takes over, keeping what was typed and the focus. Most
 * visits never reach the footer, so its code is not part of the page's first load.
 */
export function NewsletterIsland({ lang, labels, children }: { lang: Lang; labels: NewsletterLabels; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const arrived = useNearModule(box, load, typedSoFar);
  return (
    <div ref={box} data-testid="newsletter-island" data-ready={arrived ? 'true' : undefined}>
      {arrived ? <arrived.module.NewsletterForm lang={lang} labels={labels} {...arrived.state} /> : children}
    </div>
  );
}
