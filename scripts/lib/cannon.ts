/** One autocannon run against a URL, reduced to the figures the scripts report. */
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

export type Load = { url: string; connections: number; seconds: number; requests: number; rps: number; p50: number; p90: number; p99: number; max: number; errors: number; timeouts: number; non2xx: number; status5xx: number };

export async function load(url: string, connections: number, seconds: number): Promise<Load> {
  const result = await autocannon({ url, connections, duration: seconds, headers: { 'accept-language': 'en' } });
  return {
    url,
    connections,
    seconds,
    requests: result.requests.total,
    rps: result.requests.total / result.duration,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    status5xx: result['5xx'],
  };
}

/**
 * The options both load scripts take: `--seconds`, `--connections` and an optional `--base`, and
 * any string options of the script's own (`extra`: name and default).
 */
export function loadArgs<E extends string = never>(
  defaults: { seconds: number; connections: number },
  extra: Record<E, string> = {} as Record<E, string>,
): { seconds: number; connections: number; base: string | undefined; extra: Record<E, string> } {
  const own = Object.fromEntries(Object.entries<string>(extra).map(([name, value]) => [name, { type: 'string' as const, default: value }]));
  const { values } = parseArgs({
    options: {
      seconds: { type: 'string', default: String(defaults.seconds) },
      connections: { type: 'string', default: String(defaults.connections) },
      base: { type: 'string' },
      ...own,
    },
  });
  const all = values as Record<string, string | undefined>;
  const picked = Object.fromEntries(Object.keys(extra).map((name) => [name, String(all[name])])) as Record<E, string>;
  return { seconds: Number(values.seconds), connections: Number(values.connections), base: values.base as string | undefined, extra: picked };
}
