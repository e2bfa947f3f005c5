/**
 * What a server-rendered page weighs: its HTML as sent uncompressed, the part of it that
 * is the React Server Components payload (the inline `self.__next_f.push(…)` scripts Next writes
 * for hydration) and the rest, the markup a visitor or a crawler reads. Targets: HTML of home and
 * search ≤ 120 kB, of detail ≤ 90 kB, and the RSC payload no more than the markup.
 */
export type PageWeight = { html: number; rsc: number; markup: number; inputs: number };

const FLIGHT = /<script\b[^>]*>(self\.__next_f\.push\([\s\S]*?\))<\/script>/g;

export function pageWeight(html: string): PageWeight {
  const bytes = (s: string) => Buffer.byteLength(s, 'utf8');
  const total = bytes(html);
  let rsc = 0;
  for (const m of html.matchAll(FLIGHT)) rsc += bytes(m[0]);
  return { html: total, rsc, markup: total - rsc, inputs: (html.match(/<input\b/g) ?? []).length };
}

/** The HTML ceiling of a page of the bench, by its name, in bytes (kB = 1000 bytes). */
export function htmlTarget(name: string): number | undefined {
  if (/^home|^residence search|^office search/.test(name)) return 120_000;
  if (/detail/.test(name)) return 90_000;
  return undefined;
}
