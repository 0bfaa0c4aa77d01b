import { act, render, screen } from '@testing-library/react';

import { currentDraft, onDraft, type Draft } from '@/app/_editor/keystatic-internals/drafts';
import { LivePreviewPane } from '@/app/_editor/live-preview/live-preview-pane';
import type { PreviewMessage } from '@/app/_editor/live-preview/entries';

// The drafts as Keystatic keeps them in IndexedDB, which jsdom lacks: the test says when each is read and written.
jest.mock('@/app/_editor/keystatic-internals/drafts', () => ({ currentDraft: jest.fn(), onDraft: jest.fn(() => () => {}) }));

const entry = 'home';
const copyFile = 'lib/content/home.yaml';
const draftOf = (source: string): Draft => ({ files: new Map([[copyFile, new TextEncoder().encode(source)]]) });

/** The pane with its frame drawn, and what the frame is sent. */
function openPane() {
  render(<LivePreviewPane entry={entry} drawnEntries={[entry]} open setOpen={() => {}} />);
  const frame = screen.getByTitle(/Live preview/, { exact: false }) as HTMLIFrameElement;
  const sent: PreviewMessage[] = [];
  frame.contentWindow!.postMessage = (message: PreviewMessage) => void sent.push(message);
  const frameReady = () =>
    act(() => void window.dispatchEvent(new MessageEvent('message', { origin: location.origin, source: frame.contentWindow, data: { type: 'frame-ready', entry } })));
  const [typed] = jest.mocked(onDraft).mock.lastCall!;
  return { sent, frameReady, typed: (source: string) => act(() => typed(entry, draftOf(source))) };
}

describe('the live preview', () => {
  it('draws the draft restored as the entry opens, once its frame listens', async () => {
    jest.mocked(currentDraft).mockResolvedValue(draftOf('title: Restored'));
    const { sent, frameReady } = openPane();
    await frameReady();
    await act(async () => {});
    expect(sent.at(-1)).toMatchObject({ type: 'draft', entry, source: 'title: Restored' });
  });

  it('draws a key typed while it reads the restored draft, not the draft read', async () => {
    let finishReading!: (draft: Draft | undefined) => void;
    jest.mocked(currentDraft).mockReturnValue(new Promise((resolve) => (finishReading = resolve)));
    const { sent, frameReady, typed } = openPane();
    await frameReady();
    await typed('title: Typed');
    await act(async () => finishReading(undefined));
    expect(sent.at(-1)).toMatchObject({ type: 'draft', entry, source: 'title: Typed' });
  });
});
