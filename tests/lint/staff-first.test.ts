import { RuleTester } from 'eslint';
import { describe, expect, it } from 'vitest';
import local from '../../eslint-rules/staff-first.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } });
const options = [{ area: 'content' }];

tester.run('staff-first', local.rules['staff-first'], {
  valid: [
    { code: "export async function save(form) { const actor = await requireStaff('content', '/admin/content'); return form.get('x'); }", options },
    { code: "export default async function Page({ params }) { const { id } = await params; await requireStaff('content', `/admin/content/${id}`); return getDb(); }", options },
    { code: "export default async function Page(props) { const { id } = await props.params; await requireStaff('content', '/admin/content'); }", options },
    { code: 'export async function generateMetadata() { return { title: await title() }; }', options },
    { code: 'export function helper() { return 1; }', options },
  ],
  invalid: [
    { code: "export async function save(form) { const db = await getDb(); await requireStaff('content', '/admin/content'); }", options, errors: [{ messageId: 'missing' }] },
    { code: "export async function save(form) { const title = form.get('title'); await requireStaff('content'); }", options, errors: [{ messageId: 'missing' }] },
    { code: 'export default async function Page() { return getDb(); }', options, errors: [{ messageId: 'missing' }] },
    { code: "export default async function Page({ searchParams }) { const q = await searchParams; await requireStaff('content'); }", options, errors: [{ messageId: 'missing' }] },
    { code: "export async function save() { await requireStaff('inbox', '/admin'); }", options, errors: [{ messageId: 'area' }] },
    { code: "export async function save() { requireStaff('content'); return getDb(); }", options, errors: [{ messageId: 'missing' }] },
  ],
});

describe('the lint configuration', () => {
  it('applies the rule to the content area of the back office and nowhere else', async () => {
    const { ESLint } = await import('eslint');
    const eslint = new ESLint();
    const code = "import { getDb } from '@/lib/server/db/client';\nexport default async function Page() {\n  return getDb();\n}\n";
    const [content] = await eslint.lintText(code, { filePath: 'app/admin/(office)/content/banners/page.tsx' });
    const [other] = await eslint.lintText(code, { filePath: 'app/[lang]/page.tsx' });
    expect(content.messages.map((m) => m.ruleId)).toContain('local/staff-first');
    expect(other.messages.map((m) => m.ruleId)).not.toContain('local/staff-first');
  }, 60_000);
});
