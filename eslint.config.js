import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const features = [
  'auth',
  'landing',
  'public-pages',
  'dashboard',
  'transactions',
  'plans',
  'deposits',
  'withdrawals',
  'referrals',
  'profile',
  'admin',
  'countries',
  'realtime',
];

const sonnerImport = {
  name: 'sonner',
  message: "Import { toast } from '@/lib/toast': Sonner loads with the first toast.",
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // Sonner loads with the first toast (apps/web/src/lib/toast.ts); importing it elsewhere would
  // put it back in the first page load and show toasts only once its Toaster happens to exist.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/toast.ts', 'apps/web/src/app/sonner-toaster.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [sonnerImport] }] },
  },
  {
    // Tests and scripts read JSON answers whose shape the assertions themselves check.
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.ts', 'bench/**/*.ts', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  // The server logs through its redacting logger (`deps.log`, or lib/process-logger.ts outside an
  // app), never the console; the entry points' terminal messages (the first admin's one-time
  // password, which must not reach a log, the start banner, a failed start) and tests excepted.
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/server.ts', 'apps/server/src/reconcile.ts', '**/*.test.ts'],
    rules: { 'no-console': 'error' },
  },
  // Playwright fixtures name what they use by destructuring their first parameter: `{}` is none.
  {
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },
  // A web feature never imports another feature: shared pieces go to components/, lib/ or app/.
  ...features.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [sonnerImport],
          patterns: [
            {
              regex: `^(\\.\\./)+(features/)?(?!${feature}/)(${features.join('|')})/`,
              message:
                'A feature must not import another feature; move shared code to components/ or lib/.',
            },
            {
              regex: `^@/features/(?!${feature}/)`,
              message:
                'A feature must not import another feature; move shared code to components/ or lib/.',
            },
          ],
        },
      ],
    },
  })),
);
