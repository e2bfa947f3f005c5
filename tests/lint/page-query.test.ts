import tsParser from '@typescript-eslint/parser';
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import local from '../../eslint-rules/page-query.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tsParser, ecmaVersion: 2024, sourceType: 'module', parserOptions: { ecmaFeatures: { jsx: true } } } });
const page = 'app/[lang]/(site)/compare/page.tsx';
const imports = "import { pageQuery } from '@/lib/cache/page-reads';\nimport { reads } from './reads';\n";
const props = 'type Props = { params: Promise<{ lang: string }>; searchParams: Promise<Record<string, string>> };\n';

tester.run('page-query', local.rules['page-query'], {
  valid: [
    { filename: page, code: `${imports}${props}export default async function P({ params, searchParams }: Props) { const q = await pageQuery(reads, searchParams); return q.ids; }` },
    { filename: page, code: `${imports}${props}export async function generateMetadata(props: Props) { return (await pageQuery(reads, props.searchParams)).ids; }` },
    { filename: 'app/[lang]/(site)/office/detail/[id]/[slug]/page.tsx', code: `import { pageQuery } from '@/lib/cache/page-reads';\nimport { reads } from '../reads';\n${props}export default async function P({ searchParams }: Props) { return pageQuery(reads, searchParams); }` },
    // Outside a page, a URL's searchParams is the URL's own.
    { filename: 'components/share/link.client.tsx', code: 'export const f = (u: URL) => u.searchParams.get("a");' },
  ],
  invalid: [
    { filename: page, code: `${props}export default async function P({ searchParams }: Props) { return (await searchParams).ids; }`, errors: [{ messageId: 'direct' }] },
    // pageQuery with a declaration from elsewhere: the key is built from the folder's own.
    { filename: page, code: `import { pageQuery } from '@/lib/cache/page-reads';\nimport { reads } from '@/app/other/reads';\n${props}export default async function P({ searchParams }: Props) { return pageQuery(reads, searchParams); }`, errors: [{ messageId: 'direct' }] },
    { filename: page, code: `${imports}${props}export default async function P({ searchParams: sp }: Props) { return pageQuery(reads, sp); }`, errors: [{ messageId: 'rename' }] },
    { filename: page, code: `${imports}${props}export default async function P(props: Props) { return helper(props.searchParams); }`, errors: [{ messageId: 'direct' }] },
    { filename: page, code: `${imports}${props}export default async function P({ searchParams }: Props) { return render({ searchParams }); }`, errors: [{ messageId: 'direct' }] },
    { filename: 'components/results/sort.client.tsx', code: "import { useSearchParams } from 'next/navigation';\nexport const f = () => useSearchParams();", errors: [{ messageId: 'hook' }] },
  ],
});
