// ESLint flat config (issue 18 §2). TypeScript files get typescript-eslint's type-checked rules through the
// project service (the nearest tsconfig: src/rules has its own, without DOM); the plain .mjs/.js scripts
// and browser tests get the untyped rules only. Formatting is Prettier's job (`prettier --check .`).
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const tsFiles = ['**/*.ts', '**/*.tsx'];
const jsFiles = ['**/*.js', '**/*.mjs'];

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'dev-dist/', 'coverage/', 'bench/out/'] },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  {
    files: jsFiles,
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  ...tseslint.configs.recommendedTypeChecked.map((c) => ({ ...c, files: tsFiles })),
  {
    files: tsFiles,
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      // Preact ignores what an event handler returns, so an async `onClick` is the same as `() => void f()`;
      // promises inside handlers are still checked by no-floating-promises.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true, requireDefaultForNonUnion: false },
      ],
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TSAsExpression > TSAsExpression.expression > TSUnknownKeyword.typeAnnotation',
          message: '`as unknown as` hides a type error: narrow, validate or fix the type instead.',
        },
      ],
    },
  },
);
