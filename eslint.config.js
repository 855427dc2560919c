import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const folders = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * Import boundaries (architecture.md): api → features → app, never back; shared code imports no
 * feature; a feature imports no other feature. Checked on the resolved file, so `@/features/cart/x`
 * and `../cart/x` are the same import (tests/unit/lint-boundaries.test.ts).
 */
const features = folders('./src/features');
const SHARED = ['components', 'hooks', 'lib', 'utils', 'config', 'i18n', 'types', 'data'].map((folder) => `./src/${folder}`);
const BELOW_API = ['./src/components/ui', './src/lib', './src/utils', './src/config'];
const BELOW_APP = folders('./src')
  .filter((folder) => folder !== 'app')
  .map((folder) => `./src/${folder}`);
const BOUNDARIES = [
  { target: BELOW_APP, from: './src/app', message: 'Only src/app (and the entries) may import from app.' },
  { target: [...SHARED, './src/api'], from: './src/features', message: 'Shared code and the API layer import no feature: move what is shared down to components, hooks or lib.' },
  { target: BELOW_API, from: './src/api', message: 'UI primitives, lib and utils stay free of the API layer.' },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: `Feature "${feature}" may not import another feature: move what both need down to components, hooks or lib.`,
  })),
  { target: './src', from: './tests', message: 'Source never imports test code.' },
  { target: './server', from: './src', message: 'The server never imports the SPA.' },
  {
    target: './shared',
    from: ['./src', './server', './tests'],
    message: 'shared/ runs in the shop and the API alike: it imports nothing of either (nor tests). Move what it needs into shared/.',
  },
  {
    target: './server/src/services',
    from: ['./server/src/plugins', './server/src/routes'],
    message: 'Services take plain arguments and import nothing from plugins/ or routes/: move what both need into services/.',
  },
];

/**
 * Routes and plugins reach the database only through services: routes validate, call a service and
 * answer. They may name the `Db` type for their options, nothing else of the database layer.
 */
const noDatabaseOutsideServices = [
  { group: ['drizzle-orm', 'drizzle-orm/*'], message: 'Routes and plugins do not query: call a function of server/src/services/.' },
  // The schema, the query helpers and anything else of db/ but the client.
  { group: ['**/db/**', '!**/db/client'], message: 'Routes and plugins do not query: call a function of server/src/services/.' },
  { group: ['**/db/client'], allowTypeImports: true, message: 'Routes and plugins take the database from their options: import type { Db } only.' },
];

const serverTypesOnly = {
  group: ['**/server/src/*'],
  allowTypeImports: true,
  message: 'The SPA imports server types only (import type), through @/types/api.',
};

export default tseslint.config(
  { ignores: ['dist', 'dist-ssr', 'server/dist', 'node_modules', 'coverage', 'playwright-report', 'test-results', '.data', 'server/drizzle'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2022, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['warn', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'public/**/*.js', 'server/src/views/*.js', 'tests/unit/**', 'tests/integration/**', 'tests/mocks/**', 'tests/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs['recommended-latest'].rules },
  },
  {
    files: ['server/**/*.ts', 'tests/server/**', 'tests/e2e/**', 'scripts/**', '*.config.{js,ts}'],
    languageOptions: { globals: { ...globals.node } },
  },
  // Command-line scripts report on stdout.
  { files: ['scripts/**', 'server/bench/**', 'server/src/db/cli.ts'], rules: { 'no-console': 'off' } },
  {
    // Boundaries, on the files each import resolves to (the `@/` and `@shared/` aliases included).
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'shared/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'], tsconfig: { configFile: new URL('./tsconfig.json', import.meta.url).pathname } }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: BOUNDARIES }],
      // Import circles, type-only imports counted, are tests/unit/import-cycles.test.ts's: no-cycle
      // skips type imports and was a fifth of the lint's time.
    },
  },
  { files: ['src/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { patterns: [serverTypesOnly] }] } },
  {
    // The browser and Node alike run shared/: nothing of either platform.
    files: ['shared/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['node:*'], message: 'shared/ runs in the browser too: no Node modules.' }] }] },
  },
  {
    files: ['server/src/routes/**/*.ts', 'server/src/plugins/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: noDatabaseOutsideServices }] },
  },
);
