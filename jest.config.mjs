import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const shared = {
  // Tests of a unit beside it, as a kind of section's (components/sections/<kind>/), or in __tests__/.
  roots: ['<rootDir>/__tests__', '<rootDir>/components'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  // The site's copy files, as the build reads them.
  transform: { '\\.yaml$': '<rootDir>/lib/content-reader/content-module.mjs' },
  // ES modules (the schema and what it imports from Keystatic) load as Node.js loads them:
  // `npm run test:unit` runs Jest with --experimental-vm-modules, on the project's Node.js line.
  transformIgnorePatterns: ['\\.mjs$'],
};

/**
 * Two kinds of test, each with its timeout: components and pure functions in jsdom (Jest's 5 s);
 * work on real git repositories and folders in Node.js (repositories/timeout.ts).
 */
const config = {
  // Jest's own default is one worker fewer than the cores: one, on CI's two. The repositories'
  // tests wait on git and rsync more than they compute, so a worker per core halves Jest's time.
  maxWorkers: '100%',
  projects: [
    await createJestConfig({
      ...shared,
      displayName: 'units',
      testEnvironment: 'jsdom',
      setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
      testMatch: ['<rootDir>/__tests__/*.test.ts?(x)', '<rootDir>/components/**/*.test.ts?(x)'],
    })(),
    await createJestConfig({
      ...shared,
      displayName: 'repositories',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/__tests__/repositories/*.test.ts'],
      globalSetup: '<rootDir>/__tests__/repositories/git-settings.mjs',
      setupFilesAfterEnv: ['<rootDir>/__tests__/repositories/timeout.ts'],
    })(),
  ],
};

export default config;
