// The Publish view's line on where a publish shows: pending while the preview holds an earlier
// version, then showing the pushed one with a link per changed page, asked of the dev server.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';

import { PUBLISH_API } from '@/app/_editor/keystatic-internals/addresses.mjs';
import { SiteStatus } from '@/app/_editor/publish/site-status';

const COMMIT = 'a1b2c3d4e5f6a1b2c3d4e5f6a1b2c3d4e5f6a1b2';
const PREVIEW = 'https://copy-the-branch.preview.example.com';
const pages = [
  { label: 'Home', href: '/' },
  { label: 'About', href: '/about/' },
];

// jsdom has no Response: the part of one the view reads.
const answer = (body: object) => ({ ok: true, json: async () => body });
const asked: string[] = [];
let shows = false;

beforeEach(() => {
  jest.useFakeTimers();
  asked.length = 0;
  shows = false;
  global.fetch = jest.fn(async (url: string) => {
    asked.push(url);
    return answer({ address: PREVIEW, shows });
  }) as unknown as typeof fetch;
});
afterEach(() => jest.useRealTimers());

const renderStatus = (branch?: string) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SiteStatus commit={COMMIT} pages={pages} branch={branch} />
    </QueryClientProvider>,
  );

test('says the preview does not show the pushed version yet, then that it does, with a link to each changed page on it', async () => {
  renderStatus('copy/the-branch');

  expect(await screen.findByText(`does not show ${COMMIT.slice(0, 7)} yet`, { exact: false })).toBeVisible();
  expect(screen.getByRole('link', { name: PREVIEW })).toHaveAttribute('href', PREVIEW);
  expect(screen.queryByRole('list', { name: 'Changed pages' })).toBeNull();
  expect(asked[0]).toBe(`${PUBLISH_API}?shown=${COMMIT}&branch=copy%2Fthe-branch`);

  shows = true;
  await act(() => jest.advanceTimersByTimeAsync(5_000));

  expect(screen.getByRole('status')).toHaveTextContent(`shows ${COMMIT.slice(0, 7)}`);
  expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', `${PREVIEW}/`);
  expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('href', `${PREVIEW}/about/`);
  // Shown: it asks no more.
  const count = asked.length;
  await act(() => jest.advanceTimersByTimeAsync(30_000));
  expect(asked).toHaveLength(count);
});

test('asks about the live site for a publish to the published branch, with no branch', async () => {
  shows = true;
  renderStatus();

  expect(await screen.findByText(/visitors see it now/)).toBeVisible();
  expect(asked[0]).toBe(`${PUBLISH_API}?shown=${COMMIT}`);
});

test('says so where the clone has no preview address', async () => {
  global.fetch = jest.fn(async () => answer({ address: null, shows: false })) as unknown as typeof fetch;
  renderStatus('copy/the-branch');

  expect(await screen.findByText(/no preview address/)).toHaveRole('status');
  expect(screen.queryByRole('link')).toBeNull();
});
