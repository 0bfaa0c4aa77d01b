// What the root layout adds to every page under `next dev`: the jump from a text to its field in
// the editor (jump-to-editor.tsx), given every text the copy files hold.
import { aboutCopy, contactCopy, featuresCopy, footerCopy, headerCopy, homeCopy, notFoundCopy } from '@/lib/content';
import { copyTexts } from '@/lib/content/copy-texts';

import { JumpToEditor } from './jump-to-editor';

const copies = { home: homeCopy, features: featuresCopy, about: aboutCopy, contact: contactCopy, header: headerCopy, footer: footerCopy, notFound: notFoundCopy };

export function SiteJumpToEditor() {
  return <JumpToEditor texts={Object.entries(copies).flatMap(([entry, copy]) => copyTexts(entry, copy))} />;
}
