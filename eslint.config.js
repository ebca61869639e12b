import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import regexp from 'eslint-plugin-regexp';
import tseslint from 'typescript-eslint';

/** One block per web feature: it may import lib, components and itself, never a sibling feature. */
const features = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureBoundaries = features.map((feature) => ({
  files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: features
          .filter((other) => other !== feature)
          .map((other) => ({
            group: [`**/features/${other}`, `**/features/${other}/**`, `../${other}/**`, `../../${other}/**`, `../../../${other}/**`],
            message: `Features do not import each other (${feature} -> ${other}): share through web/src/components or web/src/lib.`,
          })),
      },
    ],
  },
}));

export default tseslint.config(
  // The ingestion corpus' sites are pages served to the scraper, not our code: their scripts run in the browser as a site's would.
  { ignores: ['dist/', 'node_modules/', 'data/', 'coverage/', 'test/fixtures/ingestion-corpus/', 'test/fixtures/ingestion-real/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/platform/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/modules/**'], message: 'src/platform imports no module: modules build on the platform, not the other way round.' }] },
      ],
    },
  },
  {
    // Scraped pages are hostile input (issue 20): no pattern in the server may backtrack or scan super-linearly.
    files: ['src/**/*.ts'],
    plugins: { regexp },
    rules: { 'regexp/no-super-linear-backtracking': 'error', 'regexp/no-super-linear-move': 'error' },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  ...featureBoundaries,
);
