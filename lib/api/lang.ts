/**
 * Languages of the site and the API: `en` and `jp` (`ja` is accepted as `jp`). Kept apart from the
 * zod contract so browser code can import it without pulling zod into the bundle.
 */
export const LANGS = ['en', 'jp'] as const;
export type Lang = (typeof LANGS)[number];
