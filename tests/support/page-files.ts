import fs from 'node:fs';
import path from 'node:path';

const LANG_DIR = path.join('app', '[lang]');

/**
 * Every page of the site under app/[lang] (the not-found catch-all aside), with a sample path for
 * its folder: route groups dropped, `[id]` → `12`, `[slug]` → `some-slug`, segments that take a
 * fixed set of values one of them.
 */
export function sitePages(): { file: string; sample: string }[] {
  return fs
    .readdirSync(LANG_DIR, { recursive: true, encoding: 'utf8' })
    .filter((f) => path.basename(f) === 'page.tsx' && !f.includes('[...rest]'))
    .map((f) => ({ file: path.join(LANG_DIR, f), sample: samplePath(path.dirname(f)) }));
}

function samplePath(dir: string): string {
  return (
    ('/' + dir.split(path.sep).filter((s) => s !== '.' && !/^\(.*\)$/.test(s)).join('/'))
      .replace(/\[\[?\.\.\.\w+\]?\]/g, 'all')
      .replace('[type]', 'latest')
      .replace('[props]', 'residence')
      .replace('about-isn/[page]', 'about-isn/company-profile')
      .replace('[token]', 'AbCdEf-12_x')
      .replace(/\[\w*id\w*\]/gi, '12')
      .replace(/\[\w+\]/g, 'some-slug')
      .replace(/\/$/, '') || '/'
  );
}
