import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';
import globals from 'globals';

/** The folders directly under `dir` (domains in functions/src, features in web/src/features). */
const foldersOf = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

// Shared code of functions that every domain may use; everything else is a domain with a public
// surface (its index.ts) and internals no other domain imports.
const FUNCTIONS_COMMON = ['lib', 'handlers', 'testing'];
const DOMAINS = foldersOf('./functions/src/').filter((d) => !FUNCTIONS_COMMON.includes(d));
const FEATURES = foldersOf('./web/src/features/');

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'cdk.out/**',
      '.local/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Schemas use zod/mini, zod's tree-shakable API: the classic API adds ~60 KB to every
      // bundle, `import { z }` keeps all of zod, and `z.core`/`z.locales` read as values keep the
      // whole core namespace with every locale (+260 KB). Import such values by name instead.
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='zod']",
          message: "Import zod's tree-shakable API: import * as z from 'zod/mini'.",
        },
        {
          selector: "ImportDeclaration[source.value='zod/mini'] > ImportSpecifier[imported.name='z']",
          message: "Import zod as a namespace: import * as z from 'zod/mini'.",
        },
        {
          selector: "MemberExpression[object.name='z'][property.name=/^(core|locales)$/]",
          message: "Import the value by name from 'zod/v4/core' or 'zod/v4/locales/<lang>.js'.",
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // File and folder names are kebab-case everywhere (test and config suffixes aside).
    files: ['{shared,functions,web,infra,scripts,tests,bench}/**/*.{ts,tsx}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
  {
    // A functions domain uses another only through its public surface (index.ts); the web's
    // features never import each other, and shared layers never import features or the app
    // (bulletproof-react's unidirectional architecture). Tests may reach inside to set up.
    files: ['functions/src/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['functions/tsconfig.json', 'web/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...DOMAINS.map((domain) => ({
              target: `./functions/src/${domain}`,
              from: './functions/src',
              except: [
                `./${domain}`,
                ...FUNCTIONS_COMMON.map((c) => `./${c}`),
                ...DOMAINS.map((d) => `./${d}/index.ts`),
              ],
              message: 'Import another domain through its index.ts (its public surface).',
            })),
            ...FEATURES.map((feature) => ({
              target: `./web/src/features/${feature}`,
              from: './web/src/features',
              except: [`./${feature}`],
              message: 'Features do not import each other: compose them in src/app.',
            })),
            {
              target: ['./web/src/components', './web/src/hooks', './web/src/lib'],
              from: ['./web/src/features', './web/src/app'],
              message: 'Shared web code does not depend on features or the app.',
            },
            {
              target: './web/src/features',
              from: './web/src/app',
              message: 'Features do not import the app.',
            },
          ],
        },
      ],
    },
  },
  {
    // shared/ must not depend on web, functions or infra (house style).
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['**/web/**', '**/functions/**', '**/infra/**', '@beewatch/*'] },
      ],
    },
  },
);
