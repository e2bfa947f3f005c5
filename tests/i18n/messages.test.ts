import fs from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/lib/i18n/messages';

const { en, ja } = MESSAGES;

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(name, value);
    else for (const [k, v] of leaves(value, name)) out.set(k, v);
  }
  return out;
}

const EN = leaves(en as Tree);
const JA = leaves(ja as Tree);
/** ICU argument names of a message, branches included: `{count, plural, …}` and `{name}`. */
function args(message: string): string {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const e of elements) {
      if (e.type === TYPE.literal || e.type === TYPE.pound) continue;
      if ('value' in e && typeof e.value === 'string') names.add(e.value);
      if ('options' in e) for (const option of Object.values(e.options)) walk(option.value);
      if (e.type === TYPE.tag) walk(e.children);
    }
  };
  walk(parse(message));
  return [...names].sort().join();
}
/** Values that are the same in both languages by nature: names, addresses, numbers, emails. */
// Numbers, addresses, names, the VAT abbreviation, the owner form's Vietnamese messages,
// and messages made only of their arguments.
const SAME_IN_BOTH = [/^\+?[\d\s()-]+$/, /@/, /^©/, /^English$/, /^日本語$/, /^ISN /, /^VAT$/, /^(LINE|WhatsApp|Zalo)$/, /^(Không được để trống|Email không hợp lệ|Số điện thoại không hợp lệ|Giá không hợp lệ|File vượt quá dung lượng cho phép)$/, /^(\{[^{}]+\}|[\s,./~-])+$/];

describe('messages/en.json and messages/ja.json', () => {
  it('have exactly the same keys', () => {
    expect([...EN.keys()].filter((k) => !JA.has(k))).toEqual([]);
    expect([...JA.keys()].filter((k) => !EN.has(k))).toEqual([]);
  });

  it('have no empty message', () => {
    expect([...EN, ...JA].filter(([, v]) => !v.trim()).map(([k]) => k)).toEqual([]);
  });

  it('use the same placeholders in both languages', () => {
    const mismatched = [...EN].filter(([k, v]) => JA.has(k) && args(v) !== args(JA.get(k) ?? '')).map(([k]) => k);
    expect(mismatched).toEqual([]);
  });

  it('are written in Japanese in ja.json, not left in English', () => {
    // Kana, kanji, full-width forms and Japanese punctuation (the wave dash of `{from}〜{to}`).
    const japanese = /[\u3001-\u30ff\u3400-\u9fff\uff01-\uff5e]/;
    const untranslated = [...JA]
      .filter(([k, v]) => !japanese.test(v) && !SAME_IN_BOTH.some((re) => re.test(v)) && !k.startsWith('header.languageNames.'))
      .map(([k, v]) => `${k}: ${v}`);
    expect(untranslated).toEqual([]);
  });
});

/**
 * The back office's and the mails' words: messages/admin/{en,ja}.json and `<area>.{en,ja}.json`,
 * messages/mail/{en,ja}.json. Each English file has its Japanese twin, key for key.
 */
describe('messages/admin and messages/mail', () => {
  const pairs = ['admin', 'mail'].flatMap((dir) =>
    fs
      .readdirSync(path.join('messages', dir))
      .filter((f) => /(^|\.)en\.json$/.test(f))
      .map((f) => ({ en: path.join('messages', dir, f), ja: path.join('messages', dir, f.replace(/en\.json$/, 'ja.json')) })),
  );
  const read = (file: string) => leaves(JSON.parse(fs.readFileSync(file, 'utf8')) as Tree);

  it('come in pairs: every English file has a Japanese one and the other way round', () => {
    expect(pairs.map((p) => p.en)).toEqual(expect.arrayContaining([path.join('messages', 'admin', 'en.json'), path.join('messages', 'mail', 'en.json')]));
    expect(pairs.length).toBeGreaterThanOrEqual(6);
    for (const pair of pairs) expect(fs.existsSync(pair.ja), pair.ja).toBe(true);
    for (const dir of ['admin', 'mail']) {
      const jaFiles = fs.readdirSync(path.join('messages', dir)).filter((f) => /(^|\.)ja\.json$/.test(f));
      expect(jaFiles.length, dir).toBe(pairs.filter((p) => p.en.startsWith(path.join('messages', dir))).length);
    }
  });

  it('have exactly the same keys, no empty message, and the same placeholders in each pair', () => {
    const problems: string[] = [];
    for (const pair of pairs) {
      const en = read(pair.en);
      const ja = read(pair.ja);
      for (const k of en.keys()) if (!ja.has(k)) problems.push(`${pair.ja}: missing ${k}`);
      for (const k of ja.keys()) if (!en.has(k)) problems.push(`${pair.en}: missing ${k}`);
      for (const [file, tree] of [[pair.en, en], [pair.ja, ja]] as const) for (const [k, v] of tree) if (!v.trim()) problems.push(`${file}: ${k} is empty`);
      for (const [k, v] of en) if (ja.has(k) && args(v) !== args(ja.get(k) ?? '')) problems.push(`${pair.ja}: ${k} has other placeholders`);
    }
    expect(problems).toEqual([]);
  });
});

/** Every .tsx file under the given folders. */
function tsxFiles(...dirs: string[]): string[] {
  return dirs.flatMap((dir) =>
    fs.existsSync(dir)
      ? fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.tsx')).map((f) => path.join(dir, f))
      : [],
  );
}

describe('components', () => {
  // app/bench is the measurement scripts' bare baseline page (served only with BENCH_PAGES=1), not
  // a page of the site: it must stay free of the site's messages to be a fair baseline.
  const files = tsxFiles('app', 'components').filter((f) => !f.startsWith(path.join('app', 'bench')));

  it('render no literal user-visible text: every string comes from messages/', () => {
    const problems: string[] = [];
    for (const file of files) {
      const source = fs
        .readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, '')
        // An SVG's own text (the logo's lettering) is drawing, not copy.
        .replace(/<svg[\s\S]*?<\/svg>/g, '');
      // Text between tags: a word of two or more letters that is not an expression.
      // (Not after `=>` or `->`, and not TypeScript between generics: no `;` in copy-like text.)
      for (const m of source.matchAll(/(?<![=-])>\s*([^<>{}\n;]*[A-Za-z\u3040-\u30ff\u4e00-\u9fff]{2,}[^<>{}\n;]*)\s*</g)) {
        const text = m[1].trim();
        if (text && !/^[\w.]+\s*=>/.test(text) && !/^(?:&&|\|\||\?|:|\)\s*[?:])/.test(text)) problems.push(`${file}: >${text}<`);
      }
      for (const m of source.matchAll(/\b(aria-label|title|alt|placeholder)="([^"]+)"/g)) problems.push(`${file}: ${m[1]}="${m[2]}"`);
    }
    expect(problems).toEqual([]);
  });

  it('include the shell (the check above looks at real files)', () => {
    expect(files.some((f) => f.endsWith('site-header.tsx'))).toBe(true);
  });
});
