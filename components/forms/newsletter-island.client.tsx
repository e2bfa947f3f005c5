'use client';
import { useEffect, useRef, type ReactNode } from 'react';
import type { AbstractIntlMessages } from 'next-intl';
import type { Lang } from '@/lib/api/lang';
import type { FormGuard } from '@/lib/forms/guard';
import { useNearModule } from '@/components/ui/use-near-module.client';
import { noteFormToken } from './use-form-guard.client';
import type { NewsletterLabels } from './newsletter-view';

const load = () => import('./newsletter-strip.client');

/** What the visitor did in the server's form before the island came: their typing and their focus. */
function typedSoFar(element: HTMLElement) {
  return { typed: element.querySelector<HTMLInputElement>('input[name="email"]')?.value ?? '', focused: element.contains(document.activeElement) };
}

/**
 * The footer's newsletter sign-up: the server's form (`children`, the same markup as the
 * island's, Subscribe disabled) until the form comes near the viewport or the visitor starts on
 * it; then its code loads and the island takes over, keeping what was typed and the focus. Most
 * visits never reach the footer, so its code is not part of the page's first load.
 */
export function NewsletterIsland({ lang, labels, messages, guard, children }: { lang: Lang; labels: NewsletterLabels; messages: AbstractIntlMessages; guard: FormGuard; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const arrived = useNearModule(box, load, typedSoFar);
  // The token came with the page: its fill time runs from now, not from when the form's code comes.
  useEffect(() => noteFormToken(guard.token), [guard.token]);
  return (
    <div ref={box} data-testid="newsletter-island" data-ready={arrived ? 'true' : undefined}>
      {arrived ? <arrived.module.NewsletterForm lang={lang} labels={labels} messages={messages} guard={guard} {...arrived.state} /> : children}
    </div>
  );
}
