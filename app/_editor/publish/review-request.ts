// What a review-mode publish asks the reviewer: a request titled by the pages it changes, described
// field by field with the published and the new wording, as the Publish view lists them. A forge
// takes it in the URL that opens the request (forges.ts), so a long change is told in less detail,
// step by step, until it fits the room the URL leaves.
import type { FileChange } from './changes';

export type ReviewRequest = { title: string; description: string };

/** How much of each change a description tells, from all of it to the pages' names alone. */
const DETAILS = ['wording', 'wording cut to 200', 'wording cut to 60', 'fields', 'pages'] as const;
type Detail = (typeof DETAILS)[number];

/** The length of `text` in a URL's query, as URLSearchParams writes it. */
const inQuery = (text: string) => new URLSearchParams({ q: text }).toString().length - 2;

const cut = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text);
const quoted = (text: string) => text.split('\n').map((line) => `> ${line}`.trimEnd()).join('\n');

function wording(label: string, text: string | undefined, detail: Detail) {
  if (text === undefined) return `${label}: (none)`;
  const length = detail === 'wording cut to 200' ? 200 : detail === 'wording cut to 60' ? 60 : Infinity;
  return `${label}:\n${quoted(cut(text, length))}`;
}

/** An entry's part of the description: its label as a heading, when it goes live if scheduled, then each field or image changed. */
function entryPart(label: string, changes: FileChange[], detail: Detail) {
  const fields = changes.flatMap((change) => change.fields);
  const images = changes.filter((change) => change.fields.length === 0).map((change) => change.path);
  const goesLive = changes.find((change) => change.goesLive)?.goesLive;
  if (detail === 'pages') {
    const counts = [fields.length && `${fields.length} ${fields.length === 1 ? 'field' : 'fields'}`, images.length && `${images.length} ${images.length === 1 ? 'image' : 'images'}`];
    return `- **${label}**: ${counts.filter(Boolean).join(', ')}`;
  }
  const lines = [`### ${label}`];
  if (goesLive) lines.push(`Scheduled: goes live ${goesLive}.`);
  for (const field of fields) {
    lines.push(detail === 'fields' ? `- ${field.label}` : [`**${field.label}**`, wording('Published', field.published, detail), wording('New', field.current, detail)].join('\n\n'));
  }
  for (const image of images) lines.push(`- Image: \`${image}\``);
  return lines.join('\n\n');
}

/** `Copy: Home, About` (and how many more, past three). */
function titleOf(labels: string[]) {
  const named = labels.slice(0, 3).join(', ');
  return `Copy: ${labels.length > 3 ? `${named} and ${labels.length - 3} more` : named}`;
}

const INTRO = 'Copy saved in the editor and sent for review. Merging this request puts it live.';
const more = (count: number) => `\n\n…and ${count} more: the commit lists every one.`;

/**
 * The request for `changes` whose title and description take at most `room` characters of a URL's
 * query, in the most detail that fits; at the least detail, the pages that fit and how many more.
 */
export function reviewRequest(changes: FileChange[], room: number): ReviewRequest {
  // By page or article, in the order the Publish view lists them (no Map.groupBy: the dev server may run on Node.js 20).
  const byLabel = new Map<string, FileChange[]>();
  for (const change of changes) byLabel.set(change.label, [...(byLabel.get(change.label) ?? []), change]);
  const entries = [...byLabel];
  const title = titleOf(entries.map(([label]) => label));

  /** The description told at `detail`, as many entries as fit in `space`, and how many did. */
  const told = (detail: Detail, space: number) => {
    let description = INTRO;
    let used = inQuery(title) + inQuery(description);
    let shown = 0;
    for (const [label, parts] of entries) {
      const part = `\n\n${entryPart(label, parts, detail)}`;
      used += inQuery(part);
      if (used > space) break;
      description += part;
      shown++;
    }
    return { description, shown };
  };
  for (const detail of DETAILS) {
    const { description, shown } = told(detail, room);
    if (shown === entries.length) return { title, description };
  }
  const { description, shown } = told('pages', room - inQuery(more(entries.length)));
  return { title, description: description + more(entries.length - shown) };
}
