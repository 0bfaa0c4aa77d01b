'use client';

import { useEffect } from 'react';

import { fieldAddress, textClicked, type CopyText } from '../live-preview/copy-texts';

/**
 * On the dev site (`npm run dev`, never the export): Alt-click (Option-click) any text to open
 * the field that holds it in the editor. The click does nothing else: no link followed, nor
 * downloaded, as Alt-click on a link otherwise does.
 */
export function JumpToEditor({ texts }: { texts: CopyText[] }) {
  useEffect(() => {
    const jump = (event: MouseEvent) => {
      if (!event.altKey) return;
      const text = textClicked(texts, event.target as Element);
      if (!text) return;
      event.preventDefault();
      event.stopPropagation();
      location.assign(fieldAddress(text.entry, text.path));
    };
    addEventListener('click', jump, true);
    return () => removeEventListener('click', jump, true);
  }, [texts]);
  return null;
}
