// A review request's preview's name, address and QR code. Apart from preview.mjs, so that the
// review's plan (review-plan.mjs) runs with nothing installed.
import { createHash } from 'node:crypto';

/**
 * A preview's name, from its branch: a DNS label (lower-case letters, digits and hyphens, at most
 * 63), the same for every push to the branch. `copy/2026-12-05-ab12cd3` → `copy-2026-12-05-ab12cd3`.
 * @param {string} branch
 */
export function previewName(branch) {
  const label = branch.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'preview';
  if (label.length <= 63) return label;
  // Cut, with a hash of the whole so two long branches keep two names.
  const hash = createHash('sha256').update(branch).digest('hex').slice(0, 8);
  return `${label.slice(0, 54).replace(/-+$/, '')}-${hash}`;
}

/**
 * A preview's address, from the template in PREVIEW_ADDRESS (`https://{name}.preview.example.com`),
 * or undefined where none is set.
 * @param {string} name
 * @param {string | undefined} template
 */
export const previewAddress = (name, template = process.env.PREVIEW_ADDRESS) => template?.replaceAll('{name}', name);

/** The QR code of a preview's address, at its root (preview.mjs), for the request's comment. */
export const QR_FILE = 'preview-qr.svg';
