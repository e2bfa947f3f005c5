import tsParser from '@typescript-eslint/parser';
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import local from '../../eslint-rules/api-get.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tsParser, ecmaVersion: 2024, sourceType: 'module' } });
const filename = 'app/api/properties/detail/route.ts';

tester.run('api-get', local.rules['api-get'], {
  valid: [
    { filename, code: 'export const GET = getRoute(propertyDetailQuery, (q) => getResidence(q.id, q.language));' },
    { filename, code: 'export const GET = getRoute(q, async (q, req) => getResidence(q.id, q.language, await previewAllowed(q.isPreview, req)));' },
    { filename, code: 'export const GET = methodNotAllowed;\nexport async function POST(req) { return req.headers.get("x"); }' },
    { filename, code: 'export const POST = postRoute(schema, save);' },
  ],
  invalid: [
    { filename, code: 'export async function GET(req) { return json(req.headers.get("cookie")); }', errors: [{ messageId: 'shape' }] },
    { filename, code: 'export const GET = (req) => json({});', errors: [{ messageId: 'shape' }] },
    { filename, code: 'const handler = getRoute(q, load);\nexport { handler as GET };', errors: [{ messageId: 'shape' }] },
    { filename, code: "export const GET = getRoute(q, async (q, req) => list(q, req.headers.get('accept-language')));", errors: [{ messageId: 'request' }] },
    { filename, code: 'export const GET = getRoute(q, async (q, { cookies }) => list(q, cookies));', errors: [{ messageId: 'request' }] },
  ],
});
