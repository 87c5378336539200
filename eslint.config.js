import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** One no-restricted-imports rule per workspace's sources: the import patterns it may not use. */
function layers(forbidden) {
  return Object.entries(forbidden).map(([workspace, group]) => ({
    files: [`${workspace}/src/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group, message: `${workspace} may not import this layer (see ARCHITECTURE.md, Layers).` }] },
      ],
    },
  }));
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      'services/src/db/generated/**',
      'services/src/enrichment/local/facts/funding-weights.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  // The layers (ARCHITECTURE.md): contracts imports nothing of the project; services and search build on
  // contracts; workers and gateway on those; the web app on contracts only. An arrow the other way fails.
  ...layers({
    contracts: ['@phd/*', '**/services/*', '**/search/*', '**/workers/*', '**/gateway/*', '**/web/*'],
    services: ['@phd/search', '@phd/gateway', '@phd/workers', '@phd/web', '**/gateway/*', '**/workers/*', '**/web/*'],
    search: ['@phd/gateway', '@phd/workers', '@phd/web', '**/gateway/*', '**/workers/*', '**/web/*'],
    workers: ['@phd/gateway', '@phd/web', '**/gateway/*', '**/web/*'],
    gateway: ['@phd/workers', '@phd/web', '**/workers/*', '**/web/*'],
    web: ['@phd/services', '@phd/search', '@phd/gateway', '@phd/workers', '**/services/*', '**/gateway/*'],
  }),
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
