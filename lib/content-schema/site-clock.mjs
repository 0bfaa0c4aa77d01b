/**
 * The one clock that decides what the site publishes: SITE_NOW when it is set (an ISO 8601
 * instant; the tests and the deploy's plan set it), else the machine's. Apart from schedule.mjs
 * and with no dependency, so the deploy's plan runs before anything is installed.
 */
export function siteNow() {
  const set = process.env.SITE_NOW;
  if (!set) return new Date();
  const now = new Date(set);
  if (Number.isNaN(now.getTime())) throw new Error(`SITE_NOW=${set} is not an instant: write it as 2026-12-01T09:00:00+01:00`);
  return now;
}
