import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import local from './eslint-rules/staff-first.mjs';

const config = [
  { ignores: ['.next/**', '.data/**', 'node_modules/**', 'drizzle/**', 'next-env.d.ts', 'coverage/**', 'test-results/**', 'playwright-report/**'] },
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'next-intl/server',
              importNames: ['getTranslations'],
              message: "Use getTranslations from '@/lib/i18n/translations': the compiled messages live for the process, not one request.",
            },
          ],
        },
      ],
    },
  },
  {
    // The content area's pages and actions check the staff member first.
    files: ['app/admin/(office)/content/**/*.{ts,tsx}'],
    plugins: { local },
    rules: { 'local/staff-first': ['error', { area: 'content' }] },
  },
];

export default config;
