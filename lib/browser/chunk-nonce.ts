/**
 * Gives the scripts webpack adds for lazily loaded chunks (dialogs, the map's drawing code, the
 * reCAPTCHA loader, a first visit's city) this response's CSP nonce, as the server's own scripts
 * have: webpack's chunk loader sets `nonce` from `__webpack_nonce__` when it is set. The page
 * cache gives each response a nonce of its own, so it is read from the page, not fixed at build.
 * 'strict-dynamic' would let them run without it; with it, every script of the page carries one.
 */
declare let __webpack_nonce__: string | undefined;

if (typeof document !== 'undefined') {
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
  if (nonce) __webpack_nonce__ = nonce;
}
