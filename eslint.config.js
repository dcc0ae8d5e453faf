// One lint setup for the whole repository.
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  // The integration example's client types are generated (npm run example:integration), never written.
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'packages/db/drizzle/**', 'test-results/**', 'examples/integration/portal-api.d.ts'] },
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/ignore': ['node_modules'], 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })] },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // The environment is parsed once, in apps/api/src/config.ts (read in main.ts and scripts).
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration from the parsed Config (apps/api/src/config.ts).' },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Prettier wraps code at 160 but never a string, template literal or comment: those are split by hand.
      'max-len': ['error', { code: 160, ignoreUrls: false, ignoreStrings: false, ignoreTemplateLiterals: false, ignoreComments: false }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // The React Compiler memoizes the built web (vite.config.ts): its rules of React, checked here,
      // are what it relies on (a component breaking one is left uncompiled, not miscompiled).
      ...reactHooks.configs.recommended.rules,
      'react-hooks/exhaustive-deps': 'warn',
      // A cascading render, not a wrong one: two effects set state from what they synchronise with (a blob's URL, the server's order).
      'react-hooks/set-state-in-effect': 'warn',
      // A component the compiler cannot compile yet (a finally clause, `??=`, a suppressed rule of React) is left as it is, every
      // prop made afresh on each render: the store's page was, and each tab switch re-rendered both of its forms (issue 33).
      'react-hooks/todo': 'error',
      'react-hooks/rule-suppression': 'error',
      // Features never import each other; app/ composes them, shared/ serves them all.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './apps/web/src/features/home', from: './apps/web/src/features', except: ['./home'] },
            { target: './apps/web/src/features/accounts', from: './apps/web/src/features', except: ['./accounts'] },
            { target: './apps/web/src/features/admin-users', from: './apps/web/src/features', except: ['./admin-users'] },
            { target: './apps/web/src/features/orders', from: './apps/web/src/features', except: ['./orders'] },
            { target: './apps/web/src/features/store', from: './apps/web/src/features', except: ['./store'] },
            { target: './apps/web/src/features/pricing-admin', from: './apps/web/src/features', except: ['./pricing-admin'] },
            { target: './apps/web/src/features/data-management', from: './apps/web/src/features', except: ['./data-management'] },
            { target: './apps/web/src/features/settings', from: './apps/web/src/features', except: ['./settings'] },
            { target: './apps/web/src/features/tickets', from: './apps/web/src/features', except: ['./tickets'] },
            { target: './apps/web/src/features/warranty', from: './apps/web/src/features', except: ['./warranty'] },
            { target: './apps/web/src/features/files', from: './apps/web/src/features', except: ['./files'] },
            { target: './apps/web/src/features/adjustments', from: './apps/web/src/features', except: ['./adjustments'] },
            { target: './apps/web/src/features/quotes', from: './apps/web/src/features', except: ['./quotes'] },
            { target: './apps/web/src/features/mail', from: './apps/web/src/features', except: ['./mail'] },
            { target: './apps/web/src/features/lead-times', from: './apps/web/src/features', except: ['./lead-times'] },
            { target: './apps/web/src/features/speed', from: './apps/web/src/features', except: ['./speed'] },
            { target: './apps/web/src/features', from: './apps/web/src/app' },
            { target: './apps/web/src/shared', from: ['./apps/web/src/features', './apps/web/src/app'] },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@mantine/core',
              importNames: ['Modal'],
              message: "Use shared/ui/modal: with a dialog opened over another, Escape closes only the top one (Mantine's closes both).",
            },
          ],
        },
      ],
    },
  },
  {
    // The wrapper itself, the theme that styles Mantine's, and tests that render it on purpose.
    files: ['apps/web/src/shared/ui/modal.tsx', 'apps/web/src/app/theme.ts', 'apps/web/**/*.test.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The API's layers (tooling/architecture/import-arrows.mjs counts what still runs upward): the
    // use cases (modules/) and what they stand on know no transport, and no use-case declaration.
    files: ['apps/api/src/{modules,auth,adapters,limits}/**/*.ts'],
    // Tests may drive a use case through the server.
    ignores: ['apps/api/src/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: ['modules', 'auth', 'adapters', 'limits'].map((layer) => ({
            target: `./apps/api/src/${layer}`,
            from: ['./apps/api/src/transport', './apps/api/src/operations', './apps/api/src/http', './apps/api/src/server.ts'],
            message: 'Use cases and what they stand on know no transport: REST and tRPC are built from operations/ in transport/.',
          })),
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['fastify', '@fastify/*', '@trpc/*'],
              message: 'Transport code lives in apps/api/src/transport (and operations/ declares the use cases).',
            },
          ],
        },
      ],
    },
  },
  {
    // The API project shares one module graph per worker (vitest.workspace.ts): a file that replaces
    // or reloads modules runs in the api-mocked project, named *.mocked.test.ts.
    files: ['apps/api/src/**/*.test.ts'],
    ignores: ['apps/api/src/**/*.mocked.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration from the parsed Config (apps/api/src/config.ts).' },
        ...['mock', 'doMock', 'unmock', 'doUnmock', 'resetModules'].map((property) => ({
          object: 'vi',
          property,
          message: "Modules are shared between the API project's files: name this file *.mocked.test.ts (the api-mocked project).",
        })),
      ],
    },
  },
);
