// The package ships JavaScript only; these are the parts of its result the e2e suite reads.
declare module '@mdn/mdn-http-observatory' {
  export function scan(hostname: string): Promise<{
    scan: { grade: string; score: number; testsPassed: number; testsQuantity: number };
    tests: Record<string, { pass: boolean; result: string }>;
  }>;
}
