import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import local from './eslint-rules/index.mjs';

/** Site-wide import rules; a block that sets no-restricted-imports again repeats these, since a later block replaces the rule's options. */
const GET_TRANSLATIONS = {
  name: 'next-intl/server',
  importNames: ['getTranslations'],
  message: "Use getTranslations from '@/lib/i18n/translations': the compiled messages live for the process, not one request.",
};

/**
 * The public site reads its request's cookies and headers only through lib/server/site-request.ts,
 * whose names the page cache keys (lib/cache/page-reads.ts); the back office and the staff's
 * sessions read their own.
 */
const NEXT_HEADERS = {
  name: 'next/headers',
  importNames: ['cookies', 'headers'],
  message: "Read the site's cookies and headers through '@/lib/server/site-request': the page cache keys pages on those names only.",
};

/**
 * Folders of components/ that import server code: each reads the request's currency choice
 * (lib/server/exchange-rates.ts currencyView, once per request), as translations read its language,
 * rather than have every route hand it to every card and price. Every other folder renders what its
 * route hands it.
 */
const COMPONENTS_READING_DATA = ['currency', 'property', 'share'];

const config = [
  { ignores: ['.next/**', '.data/**', 'node_modules/**', 'drizzle/**', 'next-env.d.ts', 'coverage/**', 'test-results/**', 'playwright-report/**'] },
  ...nextCoreWebVitals,
  ...nextTypescript,
  { plugins: { local } },
  {
    // A client component is named *.client.ts(x), so a reader tells the two sides apart.
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}'],
    rules: { 'local/client-names': 'error' },
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        {
          paths: [GET_TRANSLATIONS],
        },
      ],
    },
  },
  {
    files: ['app/\\[lang\\]/**/*.{ts,tsx}', 'app/api/**/*.ts', 'components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}', 'middleware.ts'],
    ignores: ['lib/server/site-request.ts', 'lib/server/staff/**', 'lib/admin/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [GET_TRANSLATIONS, NEXT_HEADERS] }] },
  },
  {
    // Server actions take nothing or a form last, which they read; their modules export nothing else.
    files: ['app/**/actions.ts'],
    rules: { 'local/action-form': 'error' },
  },
  {
    // The API's reads are kept by the page cache, keyed by their query: each GET is getRoute or a 405.
    // Left out: the endpoints the cache never keeps (lib/cache/page-key.ts UNCACHED_API).
    files: ['app/api/**/route.ts'],
    ignores: ['app/api/health/**', 'app/api/newsletters/{confirm,unsubscribe}/**', 'app/api/alerts/{confirm,unsubscribe}/**'],
    rules: { 'local/api-get': 'error' },
  },
  {
    // A page reads the query its reads.ts declares, through pageQuery; nothing reads the whole query.
    files: ['app/\\[lang\\]/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}'],
    rules: { 'local/page-query': 'error' },
  },
  {
    // A route reads the data (in its page or through lib/server/pages/) and a component receives it
    // as props; a component may name a server module's types, never call it.
    files: ['components/**/*.{ts,tsx}'],
    ignores: COMPONENTS_READING_DATA.map((folder) => `components/${folder}/**`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [GET_TRANSLATIONS, NEXT_HEADERS],
          patterns: [
            {
              group: ['@/lib/server', '@/lib/server/**'],
              allowTypeImports: true,
              message: 'Components receive their data as props: read it in the route (app/) or in lib/server/pages/. Types may be imported with `import type`.',
            },
          ],
        },
      ],
    },
  },
  {
    // The content area's pages and actions check the staff member first.
    files: ['app/admin/(office)/content/**/*.{ts,tsx}', 'app/admin/(office)/places/**/*.{ts,tsx}'],
    rules: { 'local/staff-first': ['error', { area: 'content' }] },
  },
];

export default config;
