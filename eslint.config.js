// ESLint flat config: typescript-eslint with type information, React hooks
// and jsx-a11y; formatting is Prettier's (eslint-config-prettier turns the
// overlapping rules off). `npm run lint` runs it; `npm test` and
// `npm run test:fast` include it.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', '.cache/', 'node_modules/', 'data/', 'public/', 'content/', 'src/styles/generated/'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `_name` marks a binding kept on purpose: a field left out of `...rest`, an unused parameter.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // Rethrowing a caught `unknown` as it came is deliberate (the test runners keep the original error).
      // React Router's `throw data(…)` / `throw redirect(…)` is its API for route errors.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allowThrowingUnknown: true,
          allow: [
            { from: 'package', package: 'react-router', name: ['DataWithResponseInit', 'Response'] },
            { from: 'lib', name: 'Response' },
          ],
        },
      ],
      // Async request handlers (node:http, connect) catch their own errors; a promise in a void callback is fine there.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { arguments: false } }],
      // Input hygiene and log text match control characters on purpose.
      'no-control-regex': 'off',
      // Japanese copy uses the ideographic space (U+3000) in strings, templates and JSX text.
      'no-irregular-whitespace': ['error', { skipStrings: true, skipTemplates: true, skipJSXText: true }],
      // An async function without await is how an interface that returns a promise is implemented
      // (fakes in tests, stores that are synchronous today); the rule reports those only.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A scrollable region (a wide table, a code block) takes focus so keyboard users can scroll it (WCAG 2.1.1).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['region'], tags: [] }],
    },
  },
  reactHooks.configs.flat.recommended,
  {
    files: ['tests/**'],
    rules: {
      // Tests read JSON answers whose shape the assertions themselves check (tests/integration/forms-fixtures.ts
      // types them `any` for that reason), and run the inline pre-paint script as the browser would (new Function).
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-implied-eval': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  prettier,
);
