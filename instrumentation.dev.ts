// Runs as the dev server starts, before it serves the editor (`.dev.ts`: `next dev` only, see
// next.config.mjs): a publish the server stopped in part-way is put right, the marketer's saved copy in place.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { recoverSavedCopy } = await import('@/app/_editor/publish/saved-copy');
  const putBack = await recoverSavedCopy();
  if (putBack) console.warn(putBack);
}
