/** @jest-environment node */
import { readFileSync } from 'node:fs';

const nvmrcLine = Number(readFileSync('.nvmrc', 'utf8').trim());
const packageJson = JSON.parse(readFileSync('package.json', 'utf8'));

describe('the project toolchain', () => {
  it('runs the suite on the Node.js line .nvmrc names', () => {
    expect(Number(process.versions.node.split('.')[0])).toBe(nvmrcLine);
  });

  it('names the same line to npm (devEngines) as to version managers (.nvmrc)', () => {
    expect(packageJson.devEngines.runtime).toMatchObject({ name: 'node', version: `^${nvmrcLine}` });
  });

  it('still lets that line build the site (engines)', () => {
    expect(packageJson.engines.node.split('||').map((range: string) => range.trim())).toContain(`^${nvmrcLine}`);
  });
});
