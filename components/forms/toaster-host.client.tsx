'use client';
import { lazy, Suspense, useEffect, useState } from 'react';
import { registerHost } from './toast-bus.client';

// React's lazy rather than next/dynamic, whose loader would add 2 kB to every page's scripts.
const Toaster = lazy(() => import('./toaster.client'));

/** In the layout: mounts the Toaster (and loads its library) only once a toast is asked for. */
export function ToasterHost({ closeLabel }: { closeLabel: string }) {
  const [needed, setNeeded] = useState(false);
  useEffect(() => registerHost(() => setNeeded(true)), []);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster closeLabel={closeLabel} />
    </Suspense>
  ) : null;
}
