'use client';

/**
 * Toasts without the toast library in every page's first load: the library and its Toaster load
 * the first time a form has something to say, then stay. `ToasterHost` (in the layout)
 * mounts the Toaster when asked; `showToast` waits for it before showing the message.
 */
type Kind = 'error' | 'success';

let requested = false;
let onRequest: (() => void) | undefined;
let markMounted: (() => void) | undefined;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** The host registers here; it is told at once if a toast was asked for before it hydrated. */
export function registerHost(request: () => void): () => void {
  onRequest = request;
  if (requested) request();
  return () => {
    if (onRequest === request) onRequest = undefined;
  };
}

/** Called by the Toaster once it is on screen and listening. */
export function toasterReady(): void {
  markMounted?.();
}

export async function showToast(kind: Kind, message: string): Promise<void> {
  if (!requested) {
    requested = true;
    onRequest?.();
  }
  const [{ toast }] = await Promise.all([import('sonner'), mounted]);
  toast.dismiss();
  toast[kind](message);
}
