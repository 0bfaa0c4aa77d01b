/**
 * In the page: resolves once the fade-ins a scroll started have ended. The observer starts them in
 * a frame's rendering steps, two frames on; Radix closes a tooltip while its term still moves.
 * For Playwright's page.evaluate and an engine tab's evaluate alike.
 */
export async function fadeInsEnded() {
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  // A cancelled animation rejects `finished`: it has ended all the same.
  await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => {})));
}
