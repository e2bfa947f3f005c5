'use client';
import { useEffect } from 'react';
import { Toaster as Sonner } from 'sonner';
import { toasterReady } from './toast-bus';

/** Form results (SPEC §8): top-right, closing after 5 seconds. Loaded on the first toast (ToasterHost). */
export default function Toaster({ closeLabel }: { closeLabel: string }) {
  // Runs after Sonner's own effects (children first), so it is listening when toasts are sent.
  useEffect(() => toasterReady(), []);
  return <Sonner position="top-right" duration={5000} richColors closeButton toastOptions={{ closeButtonAriaLabel: closeLabel }} />;
}
