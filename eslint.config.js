import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '.data/**',
      '**/.data/**',
      'test-results/**',
      'scripts/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Architecture boundary: shared never imports an app; apps never import each other.
    files: ['packages/shared/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['**/apps/**', '@galera/api*', '@galera/web*'] },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: ['**/apps/api/**', '@galera/api*'],
          // The shared barrel re-exports every catalog (both languages) and every schema: one
          // import of it put them all in the login page's chunks (ADR 0081).
          paths: [
            {
              name: '@galera/shared',
              message: "Import the module itself, e.g. '@galera/shared/auth/auth.schemas.ts'.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/apps/web/**', '@galera/web*'] }] },
  },
  {
    // SQL only in repositories (ADR 0043): dependency-cruiser sees imports of drizzle-orm and
    // db/schema, but Drizzle's relational queries (`db.query.users.findFirst(...)`) need neither.
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['**/*.repository.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "MemberExpression[property.name='query'][object.name=/^(db|tx)$/]",
          "MemberExpression[property.name='query'][object.property.name='db']",
        ].map((selector) => ({
          selector,
          message: "SQL lives in a *.repository.ts: read through the module's repository.",
        })),
      ],
    },
  },
  {
    // One idea a file (docs/style.md): no source file over 400 lines; tests, the i18n catalogs
    // and the seed's data are exempt.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.spec.ts', '**/i18n/**', '**/locales/**', '**/seed/**'],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }] },
  },
  {
    // Journeys take `test` from e2e/support/test.ts: it closes the browsers a journey opens for
    // its other people and pictures only a failed journey's pages (ADR 0080).
    files: ['apps/web/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              message: "Import from './support/test.ts': it closes the contexts a journey opens.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'bench/**', '.ci/**', 'apps/web/e2e/**', 'apps/api/src/**/*-cli.ts'],
    rules: { 'no-console': 'off' },
  },
)
