'use client';
import { Toaster as Sonner } from 'sonner';

/** Form results (SPEC §8): top-right, closing after 5 seconds. */
export function Toaster({ closeLabel }: { closeLabel: string }) {
  return <Sonner position="top-right" duration={5000} richColors closeButton toastOptions={{ closeButtonAriaLabel: closeLabel }} />;
}
