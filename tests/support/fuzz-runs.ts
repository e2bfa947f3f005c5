/**
 * How many cases each property-based (fast-check) test draws: `FUZZ_RUNS`, else the test's own
 * default, chosen to finish well inside its timeout on a busy two-core machine. A value that is
 * not a positive whole number fails loudly rather than running no cases at all.
 */
export function fuzzRuns(fallback: number): number {
  const raw = process.env.FUZZ_RUNS?.trim();
  if (!raw) return fallback;
  const runs = Number(raw);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`FUZZ_RUNS must be a positive whole number, not ${JSON.stringify(raw)}`);
  return runs;
}

/** The timeout of a property test that draws `runs` cases of about `msPerRun` each, with room for a busy machine. */
export function fuzzTimeout(runs: number, msPerRun: number): number {
  return Math.max(120_000, runs * msPerRun * 4);
}
