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
    // Who may do what is read from the role groups of shared/src/roles.ts (hasRole, isSiteRunner):
    // a role's name compared anywhere else is a copy of that rule, free to drift from it.
    files: ['client/src/**/*.{ts,tsx}', 'server/src/**/*.ts', 'shared/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'shared/src/roles.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "BinaryExpression[operator=/^[!=]==?$/][left.property.name='role'][right.value=/^(superadmin|admin|msme|contributor)$/]",
          message: 'Ask shared/src/roles.ts (hasRole with a role group, isSiteRunner) instead of comparing a role name.',
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
