/**
 * README's settings table and the settings the code reads, held equal: every name of the settings
 * schema (lib/server/settings.ts) has a row, and every row names a setting something reads (the
 * schema, the production server's own, or the browser's NEXT_PUBLIC_ ones compiled into the build).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SETTING_NAMES } from '@/lib/server/settings';

const root = path.resolve(__dirname, '../..');
const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
const section = readme.slice(readme.indexOf('\n## Settings\n'), readme.indexOf('\n## ', readme.indexOf('\n## Settings\n') + 5));
/** The names in the first cell of each row: `A`, `B` → [A, B]; `S3_*` stays a pattern. */
const rows = section
  .split('\n')
  .filter((line) => line.startsWith('| `'))
  .map((line) => [...line.split('|')[1].matchAll(/`([A-Z0-9_*]+)`/g)].map((m) => m[1]));
const documented = rows.flat();
const covers = (name: string) => documented.some((d) => d === name || (d.endsWith('*') && name.startsWith(d.slice(0, -1))));

/** Every source file a setting may be read in. */
function sources(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(ts|tsx|mjs)$/.test(e.name))
    .map((e) => fs.readFileSync(path.join(e.parentPath, e.name), 'utf8'));
}
const code = [...sources('lib'), ...sources('app'), ...sources('components'), fs.readFileSync(path.join(root, 'scripts/serve.ts'), 'utf8'), fs.readFileSync(path.join(root, 'scripts/start.ts'), 'utf8'), fs.readFileSync(path.join(root, 'next.config.ts'), 'utf8')].join('\n');

describe("README's settings table", () => {
  it('has a row for every setting of the schema', () => {
    expect(SETTING_NAMES.length).toBeGreaterThan(40);
    expect(SETTING_NAMES.filter((name) => !covers(name))).toEqual([]);
  });

  it('names only settings that something reads', () => {
    const read = (name: string) => SETTING_NAMES.some((s) => s === name || (name.endsWith('*') && s.startsWith(name.slice(0, -1)))) || new RegExp(`(process\\.env\\.|['"\`])${name}\\b`).test(code);
    expect(documented.length).toBeGreaterThan(50);
    expect(documented.filter((name) => !read(name))).toEqual([]);
  });
});
