// What the root layout adds to every page under `next dev`: the jump from a text to its field in
// the editor (jump-to-editor.tsx), given every text the copy files hold.
import { copyTexts } from '@/lib/content/copy-texts';
import { entryCopies } from '@/lib/content/entry-copies';

import { JumpToEditor } from './jump-to-editor';

export function SiteJumpToEditor() {
  return <JumpToEditor texts={Object.entries(entryCopies).flatMap(([entry, copy]) => copyTexts(entry, copy))} />;
}
