'use client';
import { showToast } from './toast-bus';

/**
 * SPEC §8: a failure's `data.message` shows as an error toast after clearing the toasts on
 * screen; with no message nothing shows.
 */
export function notifyError(message: string | null | undefined): void {
  if (!message) return;
  void showToast('error', message);
}

export function notifySuccess(message: string): void {
  void showToast('success', message);
}

/**
 * Posts a form and reports a failure as SPEC §8 says. Resolves true on success (status 200),
 * false otherwise (the toast, if any, has been shown).
 */
export async function submitForm(path: `/api/${string}`, body: unknown): Promise<boolean> {
  // Loaded at the first submission, not with the page: a form page's first load leaves it out.
  const { ApiError, apiPost } = await import('@/lib/api/post');
  try {
    await apiPost(path, body);
    return true;
  } catch (error) {
    notifyError(error instanceof ApiError ? error.message : null);
    return false;
  }
}
