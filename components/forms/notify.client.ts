'use client';
import { showToast } from './toast-bus.client';

/**
 * A form's failure shows as an error toast after clearing the toasts on screen (the form
 * hook, ./use-site-form.ts, words it in the page's language); an empty message shows nothing.
 */
export function notifyError(message: string | null | undefined): void {
  if (!message) return;
  void showToast('error', message);
}

export function notifySuccess(message: string): void {
  void showToast('success', message);
}
