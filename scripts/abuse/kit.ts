/**
 * What the hostile-client checks of `npm run test:abuse` (scripts/abuse.ts) share: the record of
 * checks, plain requests, a bounded pool of them, percentiles and a server's memory.
 */
import fs from 'node:fs';

export type Check = { item: string; check: string; result: string; ok: boolean };
export const checks: Check[] = [];

/** Records one check and prints it at once (the run goes on after a failure). */
export function record(item: string, check: string, ok: boolean, result: string): void {
  checks.push({ item, check, ok, result });
  console.log(`${ok ? 'ok  ' : 'FAIL'} [${item}] ${check}: ${result}`);
}

/** Prints how many checks passed since `started` and names the failed ones; exit code 1 if any. */
export function summarise(started: number): void {
  const failed = checks.filter((c) => !c.ok);
  console.log(`\n${checks.length - failed.length} of ${checks.length} checks passed in ${Math.round((Date.now() - started) / 1000)} s.`);
  if (failed.length) {
    console.log(`FAILED: ${failed.map((c) => `[${c.item}] ${c.check}`).join('; ')}`);
    process.exitCode = 1;
  }
}

export async function post(base: string, path: string, headers: Record<string, string>, body = '{}'): Promise<number> {
  const res = await fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
  await res.arrayBuffer();
  return res.status;
}

export async function get(base: string, path: string, headers: Record<string, string> = {}, method = 'GET') {
  const started = performance.now();
  const res = await fetch(base + path, { method, headers: { 'accept-encoding': 'br', ...headers }, redirect: 'manual' });
  await res.arrayBuffer();
  return { status: res.status, headers: res.headers, ms: performance.now() - started };
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
export const fixed = (n: number) => n.toFixed(1);

/** A process's resident memory in bytes (0 when it is gone). */
export const rssOf = (pid: number | undefined) => {
  let status = '';
  try {
    status = pid ? fs.readFileSync(`/proc/${pid}/status`, 'utf8') : '';
  } catch {
    /* gone */
  }
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
};

/** Runs `count` calls of `task`, `concurrency` at a time. */
export async function pool<T>(count: number, concurrency: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        out[i] = await task(i);
      }
    }),
  );
  return out;
}
