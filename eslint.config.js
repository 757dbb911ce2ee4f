import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
    },
  },
  // Hooks called in the same order every render, effect dependencies complete (and the React
  // compiler's checks that come with the recommended set), for the client only.
  { files: ['client/**/*.{ts,tsx}'], ...reactHooks.configs.flat.recommended },
  {
    // Never two queries at once on one connection: reads sent together go through readTogether
    // (server/src/db/reads.ts), which runs them one after another on a transaction. A Promise.all
    // over anything but database reads says why on the line before it.
    files: ['server/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'server/src/db/reads.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Promise'][callee.property.name=/^all(Settled)?$/]",
          message: 'Send database reads together with readTogether (db/reads.ts): on a transaction they must run one after another.',
        },
      ],
    },
  },
  {
    // Migrations are typed against Kysely<any> on purpose (frozen in time); test helpers read
    // loosely typed JSON answers.
    files: ['migrations/**', 'server/src/db/migrator.ts', '**/*.test.ts', 'server/test/**', 'e2e/**', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
