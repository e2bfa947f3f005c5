'use client';
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { registerHost } from './toast-bus';

const Toaster = dynamic(() => import('./toaster'), { ssr: false });

/** In the layout: mounts the Toaster (and loads its library) only once a toast is asked for. */
export function ToasterHost({ closeLabel }: { closeLabel: string }) {
  const [needed, setNeeded] = useState(false);
  useEffect(() => registerHost(() => setNeeded(true)), []);
  return needed ? <Toaster closeLabel={closeLabel} /> : null;
}
