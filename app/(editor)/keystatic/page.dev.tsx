/** Every address under /keystatic/ draws this page (next.config.mjs rewrites them); the editor (./layout.dev.tsx) routes them. */
export default function EditorPaths() {
  return null;
}
