'use client';
import { useEffect, type CSSProperties } from 'react';
import { Toaster as Sonner } from 'sonner';
import { toasterReady } from './toast-bus.client';

/**
 * Sonner's rich colours for errors and successes, darkened (WCAG 1.4.3): its own red
 * text on pink is 4.35 : 1 and its green 4.29 : 1. Red-950 on red-50 and green-950 on green-50
 * read at 14.8 : 1 and 15 : 1, and still above 4.5 : 1 under a dialog's backdrop
 * (slate-900 at 50 %). Set on the toaster element, where Sonner's stylesheet sets them.
 */
const colours = {
  '--error-bg': '#fef2f2',
  '--error-border': '#fecaca',
  '--error-text': '#450a0a',
  '--success-bg': '#f0fdf4',
  '--success-border': '#bbf7d0',
  '--success-text': '#052e16',
} as CSSProperties;

/** Form results: top-right, closing after 5 seconds. Loaded on the first toast (ToasterHost). */
export default function Toaster({ closeLabel }: { closeLabel: string }) {
  // Runs after Sonner's own effects (children first), so it is listening when toasts are sent.
  useEffect(() => toasterReady(), []);
  return <Sonner position="top-right" duration={5000} richColors closeButton style={colours} toastOptions={{ closeButtonAriaLabel: closeLabel }} />;
}
