// A Playwright reporter: the time of each project and spec of the run, beside Jest's (read from
// reports/jest.json, which `npm run test:unit` wrote before), in reports/suite-times.{json,md}.
// A project's time is the wall clock from its first test's start to its last test's end (two
// workers share the machine, so projects overlap); a spec's is the sum of its tests' durations.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';

import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

type Span = { start: number; end: number; busy: number; tests: number };
type JestReport = { startTime: number; testResults: { name: string; startTime: number; endTime: number; assertionResults: unknown[] }[] };

const minutes = (ms: number) => Number((ms / 60_000).toFixed(1));
const seconds = (ms: number) => Math.round(ms / 1000);

export default class SuiteTimes implements Reporter {
  private projects = new Map<string, Span>();
  private specs = new Map<string, Span>();
  private started = Date.now();

  onTestEnd(test: TestCase, result: TestResult) {
    const start = result.startTime.getTime();
    const add = (spans: Map<string, Span>, key: string) => {
      const span = spans.get(key) ?? { start, end: start, busy: 0, tests: 0 };
      spans.set(key, { start: Math.min(span.start, start), end: Math.max(span.end, start + result.duration), busy: span.busy + result.duration, tests: span.tests + 1 });
    };
    add(this.projects, test.parent.project()?.name ?? '');
    add(this.specs, `${test.parent.project()?.name} › ${relative('e2e', test.location.file)}`);
  }

  onEnd(result: FullResult) {
    const jest: JestReport | undefined = existsSync('reports/jest.json') ? JSON.parse(readFileSync('reports/jest.json', 'utf8')) : undefined;
    const report = {
      e2eMinutes: minutes(result.duration),
      e2eTests: [...this.projects.values()].reduce((sum, span) => sum + span.tests, 0),
      projects: Object.fromEntries([...this.projects].sort(([, a], [, b]) => b.end - b.start - (a.end - a.start)).map(([name, span]) => [name, { minutes: minutes(span.end - span.start), tests: span.tests }])),
      specs: Object.fromEntries([...this.specs].sort(([, a], [, b]) => b.busy - a.busy).map(([name, span]) => [name, { seconds: seconds(span.busy), tests: span.tests }])),
      jest: jest && {
        minutes: minutes(Math.max(...jest.testResults.map(({ endTime }) => endTime)) - jest.startTime),
        files: Object.fromEntries(jest.testResults.map(({ name, startTime, endTime, assertionResults }) => [relative(process.cwd(), name), { seconds: seconds(endTime - startTime), tests: assertionResults.length }])),
      },
    };
    const rows = (entries: Record<string, { tests: number }>, unit: string) => Object.entries(entries).map(([name, entry]) => `| ${name} | ${entry.tests} | ${(entry as Record<string, number>)[unit]} |`);
    const markdown = [
      `Playwright: ${report.e2eMinutes} min (${report.e2eTests} tests)${jest ? `; Jest: ${report.jest!.minutes} min` : ''} (started ${new Date(this.started).toISOString()})`,
      '',
      '| project | tests | minutes (first start to last end) |',
      '| --- | --- | --- |',
      ...rows(report.projects, 'minutes'),
      '',
      '| spec | tests | seconds (its tests added up) |',
      '| --- | --- | --- |',
      ...rows(report.specs, 'seconds'),
      ...(jest ? ['', '| Jest file | tests | seconds |', '| --- | --- | --- |', ...rows(report.jest!.files, 'seconds')] : []),
    ].join('\n');
    mkdirSync('reports', { recursive: true });
    writeFileSync('reports/suite-times.json', `${JSON.stringify(report, null, 2)}\n`);
    writeFileSync('reports/suite-times.md', `${markdown}\n`);
  }
}
