/** A project id from the address: a positive integer of at most ten digits without a leading zero, else null. */
export function parseProjectId(raw: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 && n <= 2_147_483_647 ? n : null;
}
