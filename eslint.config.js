import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

const here = import.meta.dirname;
/** The folders under `dir` (read at lint time, so a new module or feature is covered at once). */
const foldersOf = (dir) =>
  fs
    .readdirSync(`${here}/${dir}`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * Resolves imports as the app's TypeScript does (its `paths` too). One tsconfig per resolver:
 * with several, the resolver forgets the paths when ESLint runs from another folder.
 */
const resolverFor = (tsconfig) =>
  createTypeScriptImportResolver({ tsconfig: { configFile: `${here}/${tsconfig}` } });

const server = 'apps/server/src';
const serverModules = foldersOf(`${server}/modules`);
const webFeatures = foldersOf('apps/web/src/features');
const moduleEntry = `${here}/${server}/modules/*/index.ts`;
const testSupport = `${here}/${server}/modules/**/*test-support.ts`;

/**
 * The server's layers (docs/architecture.md): `lib` and `db` know no module and no plugin;
 * plugins and the app's own files (app.ts, server.ts, jobs.ts) use a module only through its
 * entry (`modules/<m>/index.ts`); a module uses another only through its entry. A module's
 * tests may also use another module's test helpers (`*test-support.ts`); test/support, the
 * harness, may reach inside modules.
 */
const serverZones = ({ testSupportAllowed }) => [
  {
    target: [`${server}/lib/**`, `${server}/db/**`],
    from: [`${server}/modules/**`, `${server}/plugins/**`],
    message:
      'lib and db sit below the modules and plugins: pass what they need in, or move it down.',
  },
  {
    target: [`${server}/plugins/**`, `${server}/*.ts`],
    from: [`${server}/modules/**`],
    except: [moduleEntry],
    message: 'Use a module through its entry (modules/<m>/index.ts), never its internals.',
  },
  ...serverModules.map((name) => ({
    target: `${server}/modules/${name}/**`,
    from: `${server}/modules/!(${name})/**`,
    except: testSupportAllowed ? [moduleEntry, testSupport] : [moduleEntry],
    message: 'A module uses another only through its entry (modules/<m>/index.ts).',
  })),
];

/** A web feature never imports another feature: shared pieces go to components/, lib/ or app/. */
const featureZones = webFeatures.map((name) => ({
  target: `apps/web/src/features/${name}/**`,
  from: `apps/web/src/features/!(${name})/**`,
  message: 'A feature must not import another feature; move shared code to components/ or lib/.',
}));

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
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [resolverFor('apps/server/tsconfig.json')],
    },
  },
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
    files: [`${server}/**/*.{ts,tsx}`],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: here, zones: serverZones({ testSupportAllowed: false }) },
      ],
      'import-x/no-cycle': 'error',
    },
  },
  {
    files: [`${server}/**/*.test.{ts,tsx}`, `${server}/**/*test-support.ts`],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: here, zones: serverZones({ testSupportAllowed: true }) },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    settings: { 'import-x/resolver-next': [resolverFor('apps/web/tsconfig.json')] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: here, zones: featureZones }],
      'import-x/no-cycle': 'error',
    },
  },
  {
    files: ['apps/web/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['apps/web/**/*.tsx'],
    rules: {
      // A table that scrolls sideways in a labelled region, or in a labelled group inside a
      // section that is already the landmark of that name, is one keyboard users may focus to
      // scroll (axe's scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': [
        'error',
        { tags: [], roles: ['tabpanel', 'region', 'group'], allowExpressionValues: true },
      ],
      // A label's text may sit in a span inside a span (title and hint lines of a choice).
      'jsx-a11y/label-has-associated-control': ['error', { depth: 3 }],
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
    ignores: [
      'apps/server/src/server.ts',
      'apps/server/src/reconcile.ts',
      'apps/server/src/backup.ts',
      'apps/server/src/restore.ts',
      '**/*.test.ts',
    ],
    rules: { 'no-console': 'error' },
  },
  // The web app reports errors through lib/log-error.ts only.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-console': 'error' },
  },
  // Playwright fixtures name what they use by destructuring their first parameter: `{}` is none.
  {
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },
);
