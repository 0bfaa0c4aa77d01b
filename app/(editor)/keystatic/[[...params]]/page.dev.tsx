/** Every path under /keystatic/ exists for Next.js; the editor (../layout.dev.tsx) routes them. */
export default function EditorPaths() {
  return null;
}
