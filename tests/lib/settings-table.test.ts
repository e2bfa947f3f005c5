/**
 * The settings table (docs/SETTINGS.md) and the settings the code reads, held equal: every name of
 * the settings schema (lib/server/settings.ts) has a row, and every row names a setting something
 * reads (the schema, the production server's own, or the browser's NEXT_PUBLIC_ ones compiled into
 * the build). README names the settings a deployment sets first and links to the table: those
 * names must be settings too.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SETTING_NAMES } from '@/lib/settings/settings';

const root = path.resolve(__dirname, '../..');
const table = fs.readFileSync(path.join(root, 'docs/SETTINGS.md'), 'utf8');
const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
/** The section of a Markdown text under `## {title}`, up to the next heading of that level. */
function section(text: string, title: string): string {
  const start = text.indexOf(`\n## ${title}\n`);
  if (start < 0) throw new Error(`no section ${title}`);
  const end = text.indexOf('\n## ', start + 5);
  return text.slice(start, end < 0 ? undefined : end);
}
/** The names in the first cell of each row: `A`, `B` → [A, B]; `S3_*` stays a pattern. */
function namesOf(markdown: string): string[] {
  return markdown
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...line.split('|')[1].matchAll(/`([A-Z0-9_*]+)`/g)].map((m) => m[1]));
}
const documented = namesOf(table);
const matches = (pattern: string, name: string) => pattern === name || (pattern.endsWith('*') && name.startsWith(pattern.slice(0, -1)));
const covers = (name: string) => documented.some((d) => matches(d, name));

/**
 * The browser's settings are no part of the schema: Next writes each NEXT_PUBLIC_ value into the
 * build where its full name is spelled out, so their names are looked for in the sources.
 */
function sources(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(ts|tsx)$/.test(e.name))
    .map((e) => fs.readFileSync(path.join(e.parentPath, e.name), 'utf8'));
}
const browserCode = [...sources('lib'), ...sources('components')].join('\n');

const read = (name: string) =>
  SETTING_NAMES.some((s) => matches(name, s)) || (name.startsWith('NEXT_PUBLIC_') && (browserCode.includes(`process.env.${name}`) || browserCode.includes(`'${name}'`)));

describe('the settings table', () => {
  it('has a row for every setting of the schema', () => {
    expect(SETTING_NAMES.length).toBeGreaterThan(40);
    expect(SETTING_NAMES.filter((name) => !covers(name))).toEqual([]);
  });

  it('names only settings that something reads', () => {
    expect(documented.length).toBeGreaterThan(50);
    expect(documented.filter((name) => !read(name))).toEqual([]);
  });

  it("README's settings section links to the table and names only documented settings", () => {
    const readmeSettings = section(readme, 'Settings');
    expect(readmeSettings).toContain('(docs/SETTINGS.md)');
    const named = namesOf(readmeSettings);
    expect(named.length).toBeGreaterThan(5);
    expect(named.filter((name) => !covers(name))).toEqual([]);
  });
});
