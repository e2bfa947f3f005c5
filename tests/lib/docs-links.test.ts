/**
 * The documentation a newcomer reads: README stays short enough to read in minutes (at most 150
 * lines), and every relative link in README.md and docs/*.md leads to a file of the repository
 * and, when it names a heading (`#anchor`), to a heading of that file as GitHub spells its anchor.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const documents = ['README.md', ...fs.readdirSync(path.join(root, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];
const text = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading.trim().toLowerCase().replace(/[^\p{L}\p{N}_\- ]/gu, '').replace(/ /g, '-');
}
/** The anchors of a Markdown file's headings, fenced code left out. */
function anchors(file: string): Set<string> {
  const prose = text(file).replace(/```[\s\S]*?```/g, '');
  return new Set([...prose.matchAll(/^#+ (.*)$/gm)].map((m) => anchorOf(m[1])));
}

/** Every link of `file` that does not lead where it says, as `file: target`. */
function brokenLinks(file: string): string[] {
  const broken: string[] = [];
  for (const [, target] of text(file).matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/i.test(target)) continue;
    const [linked, anchor] = target.split('#');
    const resolved = linked ? path.normalize(path.join(path.dirname(file), linked)) : file;
    if (!fs.existsSync(path.join(root, resolved))) broken.push(`${file}: ${target}`);
    else if (anchor && resolved.endsWith('.md') && !anchors(resolved).has(anchor)) broken.push(`${file}: ${target}`);
  }
  return broken;
}

describe('the documentation', () => {
  it('keeps README to at most 150 lines', () => {
    expect(text('README.md').split('\n').length).toBeLessThanOrEqual(150);
  });

  it('has only links that lead to a file and heading of the repository', () => {
    expect(documents.length).toBeGreaterThan(5);
    expect(documents.flatMap(brokenLinks)).toEqual([]);
  });

  it('spells anchors as GitHub does', () => {
    expect(anchorOf("Owners' photos")).toBe('owners-photos');
    expect(anchorOf('The client\'s address behind a balancer (`TRUST_PROXY`)')).toBe('the-clients-address-behind-a-balancer-trust_proxy');
  });
});
