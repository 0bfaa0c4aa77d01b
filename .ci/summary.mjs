// Prints `N passed, N failed` from the Jest and Playwright JSON reports. A step that failed
// before any test ran (install, lint, typecheck, build) counts as one failure.
import { existsSync, readFileSync } from 'node:fs';

const exitStatus = Number(process.argv[2] ?? 0);
const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);

let passed = 0;
let failed = 0;

const jest = read('reports/jest.json');
if (jest) {
  passed += jest.numPassedTests;
  failed += jest.numFailedTests;
}

const e2e = read('reports/e2e.json');
if (e2e) {
  passed += e2e.stats.expected;
  failed += e2e.stats.unexpected + e2e.stats.flaky;
}

if (exitStatus !== 0 && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed`);
