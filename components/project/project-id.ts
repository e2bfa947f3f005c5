/** A project id from the address: a positive integer of at most ten digits, else null. */
export function parseProjectId(raw: string): number | null {
  if (!/^\d{1,10}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 && n <= 2_147_483_647 ? n : null;
}
