import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Who may do what is read from the role groups of shared/src/roles.ts (hasRole, isSiteRunner): a
// role's name compared anywhere else is a copy of that rule, free to drift from it.
const ROLE_NAMES_COMPARED = {
  selector: "BinaryExpression[operator=/^[!=]==?$/][left.property.name='role'][right.value=/^(superadmin|admin|msme|contributor)$/]",
  message: 'Ask shared/src/roles.ts (hasRole with a role group, isSiteRunner) instead of comparing a role name.',
};
// Never two queries at once on one connection: reads sent together go through readTogether
// (server/src/db/reads.ts), which runs them one after another on a transaction. A Promise.all over
// anything but database reads says why on the line before it.
const PROMISE_ALL = {
  selector: "CallExpression[callee.object.name='Promise'][callee.property.name=/^all(Settled)?$/]",
  message: 'Send database reads together with readTogether (db/reads.ts): on a transaction they must run one after another.',
};

/**
 * A request's "now" and "today on the island" come from its context (`ctx.now()`,
 * `islandToday(ctx)` in server/src/clock/island-today.ts), which tests set; a bare clock in the
 * path of a request would answer by the wall clock instead.
 */
const BARE_CLOCK = [
  { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: "Use ctx.now(): a request's clock is its context's, which tests set." },
  { selector: "CallExpression[callee.name='todayIn'][arguments.length=1]", message: 'Use islandToday(ctx) (server/src/clock/island-today.ts): today on the island by the request\'s clock.' },
];

/** A block that refuses the given syntax in `files` (tests and `ignores` left out). */
function restrictedSyntax(files, ignores, entries) {
  return [{ files, ignores: ['**/*.test.ts', '**/*.test.tsx', ...ignores], rules: { 'no-restricted-syntax': ['error', ...entries] } }];
}

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
  // Two rules of the house are checked as syntax. ESLint keeps one list of no-restricted-syntax
  // entries per file (a later block replaces an earlier one), so the server's files, where both
  // apply, get both entries in the block of their own below.
  ...restrictedSyntax(['client/src/**/*.{ts,tsx}', 'shared/src/**/*.ts'], ['shared/src/roles.ts'], [ROLE_NAMES_COMPARED]),
  ...restrictedSyntax(['server/src/**/*.ts'], [], [ROLE_NAMES_COMPARED, PROMISE_ALL]),
  ...restrictedSyntax(['server/src/db/reads.ts'], [], [ROLE_NAMES_COMPARED]),
  // Where requests are served; demo seeds write the day they run.
  ...restrictedSyntax(['server/src/modules/**/*.ts', 'server/src/seo/**/*.ts', 'server/src/doors/**/*.ts'], ['**/*.seed.ts'], [ROLE_NAMES_COMPARED, PROMISE_ALL, ...BARE_CLOCK]),
  {
    // Migrations are typed against Kysely<any> on purpose (frozen in time); test helpers read
    // loosely typed JSON answers.
    files: ['migrations/**', 'server/src/db/migrator.ts', '**/*.test.ts', 'server/test/**', 'e2e/**', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
