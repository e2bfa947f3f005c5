import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

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
];

export default config;
