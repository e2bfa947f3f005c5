import tsParser from '@typescript-eslint/parser';
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import local from '../../eslint-rules/action-form.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tsParser, ecmaVersion: 2024, sourceType: 'module' } });
const filename = 'app/admin/(office)/listings/actions.ts';
const head = "'use server';\n";

tester.run('action-form', local.rules['action-form'], {
  valid: [
    { filename, code: `${head}export async function save(form: FormData) { return form.get('id'); }` },
    { filename, code: `${head}export async function signOut() { return 1; }` },
    { filename, code: `${head}export async function step(state: unknown, form: FormData) { return [state, form.get('x')]; }` },
    { filename, code: `${head}export type State = { ok: boolean };\nexport async function save(form: FormData) { return form; }` },
  ],
  invalid: [
    { filename, code: `${head}export async function save(id: number) { return id; }`, errors: [{ messageId: 'params' }] },
    { filename, code: `${head}export async function save(form: FormData) { return 1; }`, errors: [{ messageId: 'unread' }] },
    { filename, code: `${head}export async function save(form: FormData, extra: string) { return [form, extra]; }`, errors: [{ messageId: 'params' }] },
    { filename, code: `${head}export function save(form: FormData) { return form; }`, errors: [{ messageId: 'shape' }] },
    { filename, code: `${head}export const LIMIT = 5;`, errors: [{ messageId: 'shape' }] },
    { filename, code: `${head}export default async function save(form: FormData) { return form; }`, errors: [{ messageId: 'shape' }] },
  ],
});
