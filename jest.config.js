// Three projects, one run: server units + HTTP integration (node), web components (jsdom), browser e2e (Chromium).
const swcServer = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      target: 'es2023',
      keepClassNames: true,
    },
    module: { type: 'es6' },
  },
];
const swcWeb = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'es6' },
  },
];
const esm = {
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
};

export default {
  testTimeout: 30_000,
  reporters: ['default', '<rootDir>/test/support/summary-reporter.js'],
  projects: [
    {
      ...esm,
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/src', '<rootDir>/test'],
      testMatch: ['**/*.spec.ts'],
      testPathIgnorePatterns: ['/test/e2e/'],
      transform: { '^.+\\.ts$': swcServer },
    },
    {
      ...esm,
      displayName: 'web',
      testEnvironment: 'jest-fixed-jsdom',
      roots: ['<rootDir>/web/src'],
      testMatch: ['**/*.spec.tsx', '**/*.spec.ts'],
      setupFilesAfterEnv: ['<rootDir>/web/test/setup.ts'],
      moduleNameMapper: {
        ...esm.moduleNameMapper,
        '\\.(css)$': '<rootDir>/web/test/style-stub.js',
      },
      transform: { '^.+\\.tsx?$': swcWeb },
    },
    {
      ...esm,
      displayName: 'e2e',
      testEnvironment: 'node',
      roots: ['<rootDir>/test/e2e'],
      testMatch: ['**/*.e2e.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/e2e/support/timeout.ts'],
      transform: { '^.+\\.ts$': swcServer },
    },
  ],
};
