/** A process as Linux's /proc sees it, for the measurement scripts: memory and CPU time used so far. */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const TICK_MS = 1000 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim() || 100);

export type Usage = { rssMB: number; peakMB: number; cpuMs: number };

export function usage(pid: number): Usage {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) / 1024;
  // utime and stime, the 14th and 15th fields, counted after the command's closing parenthesis.
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { rssMB: mb('VmRSS'), peakMB: mb('VmHWM'), cpuMs: (Number(fields[11]) + Number(fields[12])) * TICK_MS };
}
