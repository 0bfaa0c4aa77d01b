// What the root layout adds to every page under `next dev`: each mistake in the copy files as
// they are on disk now (copy-problems.tsx), and the jump from a text to its field in the editor
// (jump-to-editor.tsx), given every text the copy files hold.
import { DRAWN_ENTRIES, entryCopies } from '@/lib/content-reader/entry-copies';

import { copyTexts } from '../live-preview/copy-texts';
import { CopyProblems } from './copy-problems';
import { JumpToEditor } from './jump-to-editor';

export function SiteDevTools() {
  return (
    <>
      <CopyProblems />
      <JumpToEditor texts={DRAWN_ENTRIES.flatMap((entry) => copyTexts(entry, entryCopies[entry]))} />
    </>
  );
}
