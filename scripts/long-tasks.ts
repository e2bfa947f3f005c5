/**
 * npm run audit:tasks [-- --runs 3 --lang en,jp --pages home,residence-detail --base URL --top 5]
 *
 * What each long task of a page load is, on the phone profile of the tap test (scripts/lib/phone.ts:
 * Lighthouse's Moto G Power, 4× CPU, slow 4G as DevTools applies it): a Chromium performance trace
 * of a fresh visitor's load (until its network is quiet and 4 s have
 * passed; nothing of the script's runs in the page meanwhile), read per main-thread task of 50 ms or more. For each: when it starts against first
 * paint, how long it runs, what it is made of by the trace's own events (a script's evaluation,
 * a callback of React's scheduler — hydration, a commit or effects —, the RSC payload's inline
 * scripts, HTML parsing, style recalculation, layout, garbage collection), and the functions
 * that took most of its time by the sampling profiler (the build's minified names, with the
 * chunk and column they are in). Pages as scripts/lib/serve.ts's sampleRoutes names them; the
 * bare page of the same build comes first. Prints the runs' median of the longest task after first
 * paint per page and, for the last run, every long task; writes all to bench-results/tasks-<time>.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import { PHONE, throttlePhone } from './lib/phone';
import { measuredPages, median, root, withBenchServer } from './lib/serve';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    lang: { type: 'string', default: 'en,jp' },
    pages: { type: 'string', default: 'home,residence search,residence detail,project detail,favourites' },
    base: { type: 'string' },
    top: { type: 'string', default: '4' },
  },
});

const CHROME = process.env.CHROME_PATH ?? (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'loading',
  'disabled-by-default-v8.cpu_profiler',
];

type TraceEvent = {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { data?: Record<string, unknown> & { cpuProfile?: CpuProfile; timeDeltas?: number[] } };
};
type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type CpuProfile = { nodes?: Array<{ id: number; callFrame: CallFrame; parent?: number }>; samples?: number[] };

export type LongTask = {
  /** ms from navigation start. */
  start: number;
  ms: number;
  afterFcp: boolean;
  /** Self time by kind of work, ms, largest first. */
  parts: Array<[string, number]>;
  /** Sampled JavaScript self time by function, ms, largest first. */
  functions: Array<[string, number]>;
  /** Elements whose style was recalculated, and layout objects laid out, within the task. */
  styled: number;
  laidOut: number;
};
export type Load = { fcp: number; tasks: LongTask[] };

const file = (url: unknown) => (typeof url === 'string' && url ? (url.split('?')[0].split('/').pop() ?? url) : '');

/** A trace event's kind of work, as the note and PERFORMANCE.md name it. */
function kind(e: TraceEvent, page: string): string | null {
  const data = e.args?.data ?? {};
  switch (e.name) {
    case 'EvaluateScript': {
      const url = String(data.url ?? '');
      return url && !url.startsWith(page) ? `evaluate ${file(url)}` : 'inline script (RSC payload)';
    }
    case 'v8.compile':
    case 'v8.compileModule':
    case 'V8.CompileCode':
    case 'v8.parseOnBackground':
      return 'compile';
    case 'FunctionCall':
      return `call ${file(data.url) || 'anonymous'}`;
    case 'TimerFire':
      return 'timer';
    case 'EventDispatch':
      return `event ${String(data.type ?? '')}`;
    case 'RunMicrotasks':
      return 'microtasks';
    case 'ParseHTML':
      return 'parse HTML';
    case 'ParseAuthorStyleSheet':
      return 'parse CSS';
    case 'UpdateLayoutTree':
    case 'RecalculateStyles':
      return 'style';
    case 'Layout':
      return 'layout';
    case 'Paint':
    case 'PrePaint':
    case 'Layerize':
    case 'UpdateLayer':
      return 'paint';
    case 'MinorGC':
    case 'MajorGC':
    case 'V8.GC_SCAVENGER':
    case 'V8.GC_MARK_COMPACTOR':
      return 'GC';
    case 'Decode Image':
    case 'ImageDecodeTask':
      return 'image decode';
    default:
      return null;
  }
}

function analyse(events: TraceEvent[], page: string, top: number): Load {
  const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && String(e.args.data.documentLoaderURL ?? '').startsWith(page));
  if (!nav) throw new Error(`no navigationStart for ${page} in the trace`);
  const { pid, tid } = nav;
  const fcpEvent = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid && e.ts >= nav.ts);
  const fcp = fcpEvent ? (fcpEvent.ts - nav.ts) / 1000 : NaN;
  const thread = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.ts >= nav.ts).sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const tasks = thread.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) >= 50_000);

  // JavaScript samples of the renderer's main thread: time of each sample and its leaf frame.
  const nodes = new Map<number, CallFrame>();
  const samples: Array<{ ts: number; frame: CallFrame }> = [];
  const profileChunks = events.filter((e) => e.name === 'ProfileChunk' && e.pid === pid).sort((a, b) => a.ts - b.ts);
  const profileStart = events.find((e) => e.name === 'Profile' && e.pid === pid);
  let t = Number((profileStart?.args?.data as { startTime?: number } | undefined)?.startTime ?? profileChunks[0]?.ts ?? 0);
  for (const chunk of profileChunks) {
    const profile = chunk.args?.data?.cpuProfile;
    for (const node of profile?.nodes ?? []) nodes.set(node.id, node.callFrame);
    const deltas = chunk.args?.data?.timeDeltas ?? [];
    (profile?.samples ?? []).forEach((id, i) => {
      t += deltas[i] ?? 0;
      const frame = nodes.get(id);
      if (frame) samples.push({ ts: t, frame });
    });
  }

  const result: LongTask[] = tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const inside = thread.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end);
    // Self time of each known kind: an event's time less its known children's, charged to the nearest
    // known ancestor when the event itself is of no known kind.
    const parts = new Map<string, number>();
    const stack: Array<{ end: number; label: string; child: number; dur: number }> = [{ end, label: 'other', child: 0, dur: task.dur ?? 0 }];
    const close = (upTo: number) => {
      while (stack.length > 1 && stack[stack.length - 1].end <= upTo) {
        const done = stack.pop()!;
        parts.set(done.label, (parts.get(done.label) ?? 0) + done.dur - done.child);
        stack[stack.length - 1].child += done.dur;
      }
    };
    let styled = 0;
    let laidOut = 0;
    for (const e of inside) {
      close(e.ts);
      if (e.name === 'UpdateLayoutTree') styled += Number((e.args as { elementCount?: number } | undefined)?.elementCount ?? 0);
      if (e.name === 'Layout') laidOut += Number((e.args as { beginData?: { dirtyObjects?: number } } | undefined)?.beginData?.dirtyObjects ?? 0);
      const label = kind(e, page);
      if (!label) continue;
      stack.push({ end: e.ts + (e.dur ?? 0), label, child: 0, dur: e.dur ?? 0 });
    }
    close(Infinity);
    parts.set('other', (parts.get('other') ?? 0) + stack[0].dur - stack[0].child);
    const functions = new Map<string, number>();
    const within = samples.filter((s) => s.ts >= task.ts && s.ts <= end);
    const perSample = within.length ? (task.dur ?? 0) / within.length : 0;
    for (const { frame } of within) {
      const name = frame.url ? `${frame.functionName || '(anonymous)'} ${file(frame.url)}:${frame.lineNumber + 1}:${frame.columnNumber + 1}` : frame.functionName || '(program)';
      functions.set(name, (functions.get(name) ?? 0) + perSample);
    }
    const sorted = (m: Map<string, number>) =>
      [...m.entries()]
        .map(([k, v]): [string, number] => [k, Math.round(v / 1000)])
        .filter(([, v]) => v > 0)
        .sort((a, b) => b[1] - a[1])
        .slice(0, top);
    const start = (task.ts - nav.ts) / 1000;
    return {
      start: Math.round(start),
      ms: Math.round((task.dur ?? 0) / 1000),
      afterFcp: start + (task.dur ?? 0) / 1000 > fcp,
      parts: sorted(parts),
      functions: sorted(functions),
      styled,
      laidOut,
    };
  });
  return { fcp: Math.round(fcp), tasks: result };
}

async function traceLoad(browser: Browser, url: string, top: number): Promise<Load> {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  try {
    await throttlePhone(page);
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    // Nothing is evaluated in the page while it loads (Playwright's selector engine would run in
    // the page's main thread and show in the trace): its network falls quiet, then 4 s more.
    await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
    await page.waitForTimeout(4_000);
    const buffer = await browser.stopTracing();
    const trace = JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
    return analyse(Array.isArray(trace) ? trace : trace.traceEvents, url, top);
  } finally {
    await context.close();
  }
}

async function main() {
  const runs = Math.max(1, Number(values.runs));
  const top = Math.max(1, Number(values.top));
  const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
  try {
    await withBenchServer(values.base, async (base) => {
      const pages = await measuredPages(base, values.lang, values.pages);
      for (const [, p] of pages) await (await fetch(base + p)).arrayBuffer();
      const loads = new Map<string, Load[]>(pages.map(([name]) => [name, []]));
      for (let round = 1; round <= runs; round++) {
        for (const [name, p] of pages) {
          const load = await traceLoad(browser, base + p, top);
          loads.get(name)!.push(load);
          const longest = Math.max(0, ...load.tasks.filter((task) => task.afterFcp).map((task) => task.ms));
          console.error(`round ${round}/${runs} ${name}: FCP ${load.fcp} ms, ${load.tasks.length} long tasks, longest after first paint ${longest} ms`);
        }
      }
      console.log(`Long tasks on the phone profile (4× CPU, slow 4G), ${runs} load(s) a page; ${new Date().toISOString()}`);
      console.log('\n| page | path | FCP ms | long tasks | longest after FCP ms (median) | total of long tasks ms |');
      console.log('|---|---|---|---|---|---|');
      for (const [name, p] of pages) {
        const all = loads.get(name)!;
        const longest = all.map((l) => Math.max(0, ...l.tasks.filter((task) => task.afterFcp).map((task) => task.ms)));
        console.log(
          `| ${name} | ${p} | ${Math.round(median(all.map((l) => l.fcp)))} | ${median(all.map((l) => l.tasks.length))} | ${median(longest)} (${longest.join('/')}) | ${Math.round(median(all.map((l) => l.tasks.reduce((s, task) => s + task.ms, 0))))} |`,
        );
      }
      console.log('\nThe last load of each page, task by task (start from navigation start; + after first paint):');
      for (const [name] of pages) {
        const last = loads.get(name)!.at(-1)!;
        console.log(`\n${name}: FCP ${last.fcp} ms`);
        for (const task of last.tasks) {
          console.log(
            `  ${task.afterFcp ? '+' : ' '} ${task.ms} ms at ${task.start}: ${task.parts.map(([k, v]) => `${k} ${v}`).join(', ')}${task.styled || task.laidOut ? ` (styles of ${task.styled} elements, ${task.laidOut} layout objects)` : ''}${task.functions.length ? ` | JS: ${task.functions.map(([k, v]) => `${k} ${v}`).join(', ')}` : ''}`,
          );
        }
      }
      const dir = path.join(root, 'bench-results');
      fs.mkdirSync(dir, { recursive: true });
      const out = path.join(dir, `tasks-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
      fs.writeFileSync(out, JSON.stringify({ base, runs, pages: Object.fromEntries(loads) }, null, 2));
      console.log(`\nEvery load: ${path.relative(root, out)}`);
    });
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
