/**
 * Structured logs: one JSON line per event (pino) on standard output. The production server logs
 * one line per request (scripts/serve.ts) with the request id it answers as X-Request-Id; the mail
 * worker, the alerts scheduler and the back office's audit events log through the same logger.
 * Never an e-mail address, a phone number or a message body: a line names rows by their ids.
 * LOG_LEVEL sets the level (default info; `silent` under Vitest unless set). No `server-only`: the
 * server script imports it outside the app's bundles, and there is one logger per process (lib/process-shared.ts).
 */
import { processShared } from '@/lib/process-shared';
import pino, { type Logger } from 'pino';


const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

function level(): string {
  const wanted = process.env.LOG_LEVEL?.trim().toLowerCase();
  if (wanted && (LEVELS as readonly string[]).includes(wanted)) return wanted;
  return process.env.VITEST ? 'silent' : 'info';
}

/** The process's logger; `component` names the part that logs (serve, mail, alerts, audit). */
export function log(component?: string): Logger {
  const root = processShared('log', () => pino({ level: level(), base: { pid: process.pid }, timestamp: pino.stdTimeFunctions.isoTime }));
  return component ? root.child({ component }) : root;
}

/** The level names LOG_LEVEL accepts (settings check). */
export const LOG_LEVELS = LEVELS;
