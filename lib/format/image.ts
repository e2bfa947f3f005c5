/**
 * Stored images' addresses and their renditions: pure string work, so that a client island can
 * build them from a file name (the project gallery) without the rest of lib/format.
 */

/**
 * The widths of the webp renditions the seed writes beside each stored JPEG. A phone takes the
 * smallest one at least as wide as its slot in device pixels: 768 serves a full-width picture on
 * phones of 360–412 css px at a density up to about 1.85, and a grid card (CARD_SIZES) on phones
 * of density 2; 960 the wider or denser ones, 1280 the densest phones and desktops.
 */
export const IMAGE_WIDTHS = [320, 640, 768, 960, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** The webp rendition of a stored image at one of IMAGE_WIDTHS. */
export function imageUrl(file: string, width?: ImageWidth): string {
  if (!width || !/\.jpe?g$/i.test(file)) return `/images/${file}`;
  return `/images/${file.replace(/\.jpe?g$/i, '')}-w${width}.webp`;
}

/**
 * The rendered width of a listing, project or blog card in a grid of one column on phones (inside
 * the page's 1 rem margins), two from 640 px and three from 1024 px: the `sizes` that lets a phone
 * take the rendition of its card, not of its whole screen.
 */
export const CARD_SIZES = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, calc(100vw - 2rem)';

export function imageSrcSet(file: string): string | undefined {
  if (!/\.jpe?g$/i.test(file)) return undefined;
  return IMAGE_WIDTHS.map((w) => `${imageUrl(file, w)} ${w}w`).join(', ');
}
