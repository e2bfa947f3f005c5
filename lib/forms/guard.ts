/**
 * The two fields every form posts beside its own, against scripted posts: the signed
 * fill-time token the server rendered into the page (lib/security/form-token.ts) and a honeypot
 * field that people never see and so leave empty. The handlers take both out of the body before
 * the form's schema reads it (lib/server/submissions/guard.ts); neither is stored.
 */
export const TOKEN_FIELD = 'formToken';
export const HONEYPOT_FIELD = 'website';

/** What the server render gives each form island. */
export type FormGuard = {
  /** The page's token (one per response, shared by the page's forms). */
  token: string;
  /** The server's minimum fill time: a form posting sooner after the page came waits the rest. */
  minFillMs: number;
};
