import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import local from '../../eslint-rules/client-names.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } });
const client = "'use client';\nexport const a = 1;";
const server = 'export const a = 1;';

tester.run('client-names', local.rules['client-names'], {
  valid: [
    { code: client, filename: 'components/ui/snap-row.client.tsx' },
    { code: server, filename: 'components/ui/snap-row-frame.tsx' },
    { code: client, filename: 'components/search/use-districts.client.ts' },
    { code: client, filename: 'app/[lang]/error.tsx' },
    { code: server, filename: 'app/[lang]/page.tsx' },
    { code: "/** A comment first. */\n'use client';\nexport const a = 1;", filename: 'lib/x.client.ts' },
  ],
  invalid: [
    { code: client, filename: 'components/ui/snap-row.tsx', errors: [{ messageId: 'name', data: { expected: 'snap-row.client.tsx' } }] },
    { code: client, filename: 'lib/hooks/use-x.ts', errors: [{ messageId: 'name' }] },
    { code: server, filename: 'components/ui/frame.client.tsx', errors: [{ messageId: 'directive' }] },
    { code: "import x from 'y';\n'use client';", filename: 'components/ui/late.client.tsx', errors: [{ messageId: 'directive' }] },
  ],
});
