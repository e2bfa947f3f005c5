/**
 * An audit entry's change as lines a person reads: only the fields that changed, before → after.
 * Writers store different shapes (a table row before, the form's input after; numbers as text or as
 * numbers; nested texts), so both sides are flattened and each value written one way first.
 */
export type DiffLine = { field: string; before: string; after: string };

const MAX_VALUE = 400;

function plain(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') {
    const text = value.trim();
    // "1200.00" stored and 1200 typed are the same rent.
    if (/^-?\d+(\.\d+)?$/.test(text)) return String(Number(text));
    return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE)}…` : text;
  }
  if (Array.isArray(value)) {
    const items = value.map((v) => (v !== null && typeof v === 'object' ? JSON.stringify(v) : plain(v)));
    return items.every((v) => /^-?\d+(\.\d+)?$/.test(v)) ? items.sort((a, b) => Number(a) - Number(b)).join(', ') : items.join(', ');
  }
  return JSON.stringify(value);
}

/** Nested objects become dotted field names; arrays and scalars are leaves. */
export function flatten(value: unknown, prefix = '', into = new Map<string, string>()): Map<string, string> {
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date)) {
    for (const [key, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${key}` : key, into);
  } else if (prefix) {
    into.set(prefix, plain(value));
  } else {
    into.set('value', plain(value));
  }
  return into;
}

/**
 * Both sides: the fields both know and that differ. Only one side (made or deleted): every field
 * with a value. A field only one side knows says nothing about a change, so it is left out.
 */
export function auditDiff(before: unknown, after: unknown): DiffLine[] {
  const hasBefore = before !== null && before !== undefined;
  const hasAfter = after !== null && after !== undefined;
  const b = hasBefore ? flatten(before) : new Map<string, string>();
  const a = hasAfter ? flatten(after) : new Map<string, string>();
  const lines: DiffLine[] = [];
  if (hasBefore && hasAfter) {
    for (const [field, was] of b) {
      const now = a.get(field);
      if (now !== undefined && now !== was) lines.push({ field, before: was, after: now });
    }
  } else {
    for (const [field, was] of b) if (was) lines.push({ field, before: was, after: '' });
    for (const [field, now] of a) if (now) lines.push({ field, before: '', after: now });
  }
  return lines;
}
