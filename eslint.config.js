// The linter: ESLint's and typescript-eslint's recommended rules for every TypeScript file, and the
// rules of hooks for the React/Preact code. Formatting is Prettier's job, so no style rules here.
// Type-aware rules are left out: they need the whole program built per run (see README, Dependencies).
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  { ignores: ['dist/', 'data/', 'bench/', 'test-output/', 'coverage/', '.tmp/'] },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // `let timer; const stop = () => clearTimeout(timer); timer = setTimeout(…)`: a closure that
      // reads the variable before its one assignment needs `let`.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      // A leading underscore marks a value left out on purpose (`{ secret: _secret, ...rest }`, a
      // callback's unused first parameter).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  // Plain JavaScript runs in Node (the PGlite worker, this file); TypeScript checks names in .ts files.
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: globals.node } },
  {
    files: ['site/**/*.tsx', 'console/**/*.tsx', 'widgets/**/*.{ts,tsx}'],
    // The two classic rules only: the plugin's newer recommended set checks code for the React
    // Compiler, which neither the site nor the Preact widgets use.
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
