import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = path.join('app', 'admin', '(office)', 'content');
const files = fs.readdirSync(DIR, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts') || f.endsWith('.tsx'));

/** Each exported function's body, up to the next export. */
function exportedBodies(source: string): { name: string; body: string }[] {
  const starts = [...source.matchAll(/export (?:default )?async function (\w+)/g)];
  return starts.map((m, i) => ({ name: m[1], body: source.slice(m.index, starts[i + 1]?.index ?? source.length) }));
}

describe('the content area boundary', () => {
  it('has pages and actions to check', () => {
    expect(files.filter((f) => f.endsWith('page.tsx')).length).toBeGreaterThanOrEqual(13);
    expect(files).toContain('actions.ts');
  });

  it('checks the staff member first in every page and server action, before reading data or the form', () => {
    for (const file of files) {
      const source = fs.readFileSync(path.join(DIR, file), 'utf8');
      for (const { name, body } of exportedBodies(source)) {
        if (name === 'generateMetadata') continue;
        const inner = body.slice(body.indexOf('\n')); // past the one-line signature
        const at = inner.indexOf("requireStaff('content'");
        expect(at, `${file} ${name}`).toBeGreaterThan(0);
        const before = inner.slice(0, at);
        expect(before, `${file} ${name}`).not.toMatch(/getDb\(|adminTranslator\(|adminMessages\(|form\.get\(|searchParams\)|save\w*\(|delete\w*\(|create\w*\(|update\w*\(/);
      }
    }
  });
});
