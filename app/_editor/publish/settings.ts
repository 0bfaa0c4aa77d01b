/**
 * How Publish sends the copy on, set here (or by the environment the dev server starts in).
 * Review mode: each publish goes to a branch of its own, with the link that opens its pull or merge
 * request, for teams where someone approves copy before it goes live.
 */
export const publishSettings = {
  review: process.env.PUBLISH_FOR_REVIEW === 'true',
  /** Where review branches' previews are, `https://{name}.preview.example.com`, as the workflow's PREVIEW_ADDRESS says. */
  previewAddress: process.env.PREVIEW_ADDRESS,
};
