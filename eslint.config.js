import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import boundaries (architecture.md): api → features → app, never back; shared code imports no feature. */
const layer = (group, message) => ({ group, message });
const noApp = layer(['@/app', '@/app/*', '**/app/*'], 'Only src/app may import from app.');
const noFeatures = layer(['@/features/*', '**/features/*'], 'Shared code and the API layer import no feature.');
const noApi = layer(['@/api/*', '**/api/*'], 'UI primitives, lib and utils stay free of the API layer.');
const noTests = layer(['**/tests/*', '**/mocks/*'], 'Source never imports test code.');
const serverTypesOnly = {
  group: ['**/server/src/*'],
  allowTypeImports: true,
  message: 'The SPA imports server types only (import type), through @/types/api.',
};

const restrict = (...patterns) => ({
  'no-restricted-imports': ['error', { patterns: [...patterns, noTests, serverTypesOnly] }],
});

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  { ignores: ['dist', 'dist-ssr', 'node_modules', 'coverage', 'playwright-report', 'test-results', '.data', 'server/drizzle'] },
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
  { files: ['src/**/*.{ts,tsx}'], ignores: ['src/app/**', 'src/main.tsx', 'src/entry-server.tsx'], rules: restrict(noApp) },
  { files: ['src/api/**'], rules: restrict(noApp, noFeatures) },
  {
    files: ['src/components/**', 'src/hooks/**', 'src/lib/**', 'src/utils/**', 'src/config/**', 'src/i18n/**', 'src/types/**', 'src/data/**'],
    rules: restrict(noApp, noFeatures),
  },
  { files: ['src/components/ui/**', 'src/lib/**', 'src/utils/**', 'src/config/**'], rules: restrict(noApp, noFeatures, noApi) },
  // A feature does not import another feature: shared needs move down to components or lib.
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**`],
    rules: restrict(
      noApp,
      layer(
        features.filter((other) => other !== feature).flatMap((other) => [`@/features/${other}`, `@/features/${other}/*`, `**/features/${other}/*`]),
        `Feature "${feature}" may not import another feature.`,
      ),
    ),
  })),
  {
    // The server never imports the SPA.
    files: ['server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['@/*'], message: 'The server never imports the SPA.' }] }] },
  },
);
