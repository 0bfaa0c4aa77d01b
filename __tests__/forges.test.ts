import type { FileChange } from '@/app/_editor/publish/changes';
import { FORGE_URL_LIMIT, reviewUrl, watchUrl } from '@/app/_editor/publish/forges';

const fieldChange = (label: string, published: string | undefined, current: string | undefined) => ({ field: label.toLowerCase(), label, published, current });
const pageChange = (label: string, fields: FileChange['fields'], path = `lib/content/${label.toLowerCase()}.yaml`): FileChange => ({ path, entry: label.toLowerCase(), label, fields });

const typed = 'Q&A #1: 100% + more = “grid” ⚡ ?x=1\nA second line, in ру́сский';
const changes = [
  pageChange('Home', [fieldChange('Hero › Title', 'Grid Planning. Rewired.', typed), fieldChange('Hero › Eyebrow', undefined, 'New')]),
  pageChange('Home', [], 'lib/content/images/home/cards/0/illustration/src.jpg'),
  pageChange('About', [fieldChange('Introduction › Title', 'Who we are', 'Who we are, and why')]),
];

describe('watchUrl', () => {
  test('links the deploy on GitHub and GitLab, in every form of remote URL, and nothing elsewhere', () => {
    expect(watchUrl('git@github.com:acme/site.git')).toBe('https://github.com/acme/site/actions');
    expect(watchUrl('https://gitlab.com/acme/web/site.git')).toBe('https://gitlab.com/acme/web/site/-/pipelines');
    expect(watchUrl('/srv/git/site.git')).toBeUndefined();
  });
});

describe('reviewUrl', () => {
  test('opens a pull request on GitHub titled by the pages, describing each field with its published and new wording, every character as typed', () => {
    const url = new URL(reviewUrl('git@github.com:acme/site.git', 'main', 'copy/2026-12-01-abc1234', changes)!);
    expect(`${url.origin}${url.pathname}`).toBe('https://github.com/acme/site/compare/main...copy%2F2026-12-01-abc1234');
    expect(url.searchParams.get('expand')).toBe('1');
    expect(url.searchParams.get('title')).toBe('Copy: Home, About');
    const body = url.searchParams.get('body')!;
    expect(body).toContain('### Home\n\n**Hero › Title**\n\nPublished:\n> Grid Planning. Rewired.\n\nNew:\n> Q&A #1: 100% + more = “grid” ⚡ ?x=1\n> A second line, in ру́сский');
    expect(body).toContain('**Hero › Eyebrow**\n\nPublished: (none)\n\nNew:\n> New');
    expect(body).toContain('- Image: `lib/content/images/home/cards/0/illustration/src.jpg`');
    expect(body).toContain('### About\n\n**Introduction › Title**');
  });

  test('opens a merge request on GitLab with the same title and description', () => {
    const url = new URL(reviewUrl('ssh://git@gitlab.com/acme/site.git', 'main', 'copy/1', changes)!);
    expect(`${url.origin}${url.pathname}`).toBe('https://gitlab.com/acme/site/-/merge_requests/new');
    expect(url.searchParams.get('merge_request[source_branch]')).toBe('copy/1');
    expect(url.searchParams.get('merge_request[target_branch]')).toBe('main');
    expect(url.searchParams.get('merge_request[title]')).toBe('Copy: Home, About');
    expect(url.searchParams.get('merge_request[description]')).toContain(`New:\n> ${typed.replace('\n', '\n> ')}`);
  });

  test('tells a long change in less detail, within the forge’s limit: wordings cut, then fields named, then pages counted', () => {
    const long = 'A sentence of a long article body, repeated. '.repeat(60);
    const fit = (pages: number, fields: number) =>
      new URL(
        reviewUrl(
          'git@github.com:acme/site.git',
          'main',
          'copy/1',
          Array.from({ length: pages }, (_, page) => pageChange(`Page ${page + 1}`, Array.from({ length: fields }, (_, field) => fieldChange(`Field ${field + 1}`, long, `${long}!`)))),
        )!,
      );
    for (const [pages, fields] of [
      [2, 3],
      [5, 20],
      [400, 30],
    ]) {
      expect(fit(pages, fields).href.length).toBeLessThanOrEqual(FORGE_URL_LIMIT);
    }
    expect(fit(2, 3).searchParams.get('body')).toMatch(/> A sentence of a long article body, repeated\. .*…\n/);
    expect(fit(5, 20).searchParams.get('body')).toContain('- Field 20');
    const many = fit(400, 30);
    expect(many.searchParams.get('title')).toBe('Copy: Page 1, Page 2, Page 3 and 397 more');
    expect(many.searchParams.get('body')).toMatch(/- \*\*Page 1\*\*: 30 fields\n[\s\S]*…and \d+ more: the commit lists every one\.$/);
  });
});
