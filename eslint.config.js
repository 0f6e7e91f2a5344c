// @ts-check
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'storybook-static/**',
      'coverage/**',
      'data/**',
      'tests/.output/**',
      '.storybook/public/**',
      '**/*.d.mts',
      // Type-checked by the ui-consumer test's own tsc against the packed kit, not the workspace's.
      'tests/ui-consumer/typed-app.tsx',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['*.js', 'scripts/*.mjs', 'packages/ui/build.mjs'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
    },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // The shop's scripts served as they are (public/): they run in the browser.
    files: ['apps/shop/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['packages/ui/src/**/*.{ts,tsx}', 'apps/shop/src/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
    },
  },
  {
    // react-aria's private modules may move in any release: the kit reaches them through one adapter,
    // whose test fails if an upgrade moves them (tests may still reach into them directly).
    files: ['packages/ui/src/**/*.{ts,tsx}', 'apps/shop/src/**/*.{ts,tsx}'],
    ignores: ['packages/ui/src/tooltip/react-aria-private.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react-aria/private/*', 'react-aria-components/private/*'],
              message:
                'Import it from packages/ui/src/tooltip/react-aria-private.ts, the one adapter for private react-aria.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/*.stories.tsx', 'tests/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // Journeys take `test` from e2e/shop-test.ts, which waits for the shop to be interactive after
    // every page load (see there); Playwright's own would press server-rendered HTML too early.
    files: ['tests/e2e/**/*.ts'],
    ignores: ['tests/e2e/shop-test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import `test` from tests/e2e/shop-test.ts: it waits for the shop's hydration.",
            },
          ],
        },
      ],
    },
  },
);
