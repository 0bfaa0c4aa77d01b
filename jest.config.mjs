import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

export default createJestConfig({
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  roots: ['<rootDir>/__tests__'],
  // The site's copy files, as the build reads them.
  transform: { '\\.yaml$': '<rootDir>/lib/content/content-module.cjs' },
});
