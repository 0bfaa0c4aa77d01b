/** @jest-environment node */
// What a review request is told of its preview (lib/deploy/review-comment.mjs): the pages a
// change's files show on, the comment that links them, and the comment and status written through
// a stand-in for GitHub's API, once and then edited.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { changedPages } from '@/lib/deploy/changed-pages.mjs';
import { QR_FILE } from '@/lib/deploy/preview-name.mjs';
import { COMMENT_MARK, commentBody, STATUS_CONTEXT, tellRequest } from '@/lib/deploy/review-comment.mjs';
import { articlePaths } from '@/lib/content-reader/articles.mjs';
import { articleParts } from '@/lib/content-reader/article-file.mjs';
import { articleCollections, copyFiles } from '@/lib/content-schema/schema.mjs';
import { readFileSync } from 'node:fs';

const [article] = articlePaths();
const [collection] = [...articleCollections.values()];
const articleTitle = String(articleParts(readFileSync(article, 'utf8')).fields.title);
const address = article.slice(collection.folder.length + 1, -collection.extension.length);
const home = copyFiles.get('lib/content/home.yaml')!;
const header = copyFiles.get('lib/content/header.yaml')!;

describe('the pages a change shows on', () => {
  it('are each page once, named as the Publish view names it, from the copy files, articles and images changed', () => {
    expect(changedPages(['lib/content/home.yaml', `${home.images}/cards/0/illustration/src.jpg`, 'lib/content/header.yaml', article, 'lib/site.ts'])).toEqual([
      { label: home.label, href: '/' },
      { label: `${collection.label} › ${articleTitle}`, href: `${collection.page}${address}/` },
    ]);
    expect(changedPages(['lib/content/header.yaml'])).toEqual([{ label: `${header.label} (on every page)`, href: '/' }]);
  });

  it('leave out an article removed and a file of code', () => {
    expect(changedPages([`${collection.folder}/an-article-removed.mdoc`, 'components/ui/fade-in.tsx'])).toEqual([]);
  });
});

describe('the request’s comment', () => {
  const pages = [{ label: home.label, href: '/' }, { label: 'Insights › A | B', href: '/insights/a-b/' }];
  const body = commentBody({ address: 'https://copy-x.preview.example.com', commit: 'abcdef1234', path: 'copy', pages });

  it('gives the preview’s address, the commit it shows and a link to each page the change touches', () => {
    expect(body.startsWith(COMMENT_MARK)).toBe(true);
    expect(body).toContain('https://copy-x.preview.example.com/ shows abcdef1');
    expect(body).toContain(`| ${home.label} | https://copy-x.preview.example.com/ |`);
    expect(body).toContain('| Insights › A \\| B | https://copy-x.preview.example.com/insights/a-b/ |');
  });

  it('holds a QR code of the address, to open it on a phone', () => {
    expect(body).toContain(`<img src="https://copy-x.preview.example.com/${QR_FILE}"`);
  });
});

describe('the request told through the forge’s API', () => {
  let server: Server;
  let api: string;
  const comments: { id: number; body: string }[] = [];
  const statuses: unknown[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      let data = '';
      request.on('data', (chunk) => (data += chunk));
      request.on('end', () => {
        const sent = data ? JSON.parse(data) : undefined;
        const answer = (value: unknown) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(value));
        if (request.headers.authorization !== 'Bearer token') return response.writeHead(401).end();
        if (request.method === 'GET' && request.url?.startsWith('/repos/team/site/issues/7/comments')) return answer(comments);
        if (request.method === 'POST' && request.url === '/repos/team/site/issues/7/comments') return answer(comments.push({ id: comments.length + 1, body: sent.body }));
        const edited = request.url?.match(/^\/repos\/team\/site\/issues\/comments\/(\d+)$/);
        if (request.method === 'PATCH' && edited) return answer((comments.find(({ id }) => id === Number(edited[1]))!.body = sent.body));
        if (request.method === 'POST' && request.url === '/repos/team/site/statuses/abc') return answer(statuses.push(sent));
        response.writeHead(404).end();
      });
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    api = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());

  it('posts one comment, then edits it at the next push, and sets a status whose target is the preview', async () => {
    comments.push({ id: 99, body: 'A colleague’s comment' });
    const told = (body: string) => tellRequest({ repository: 'team/site', number: 7, sha: 'abc', body, address: 'https://copy-x.preview.example.com/', token: 'token', api });
    expect(await told(`${COMMENT_MARK}\nfirst`)).toEqual({ edited: false });
    expect(await told(`${COMMENT_MARK}\nsecond`)).toEqual({ edited: true });
    expect(comments.map(({ body }) => body)).toEqual(['A colleague’s comment', `${COMMENT_MARK}\nsecond`]);
    expect(statuses).toEqual([
      expect.objectContaining({ state: 'success', target_url: 'https://copy-x.preview.example.com/', context: STATUS_CONTEXT }),
      expect.objectContaining({ state: 'success', target_url: 'https://copy-x.preview.example.com/', context: STATUS_CONTEXT }),
    ]);
  });
});
