// Where a publish can be followed on the forge the remote lives on (GitHub or GitLab), from the
// remote's URL as git has it (hosted-git-info reads every form of it).
import hostedGitInfo from 'hosted-git-info';

import type { FileChange } from './changes';
import { reviewRequest } from './review-request';

/**
 * The longest URL a review link may be. GitHub answers "414 URI Too Long" past its servers' limit
 * (docs: "Using query parameters to create a pull request"); 8 kB is the request line that common
 * front servers take (nginx's large_client_header_buffers, which GitLab's own package runs).
 */
export const FORGE_URL_LIMIT = 8_000;

const forgeOf = (remoteUrl: string) => {
  const info = hostedGitInfo.fromUrl(remoteUrl);
  return info && (info.type === 'github' || info.type === 'gitlab') ? { type: info.type, home: info.browse() } : undefined;
};

/** The page that shows the deploy the push started (.github/workflows/site.yml on GitHub, the pipelines on GitLab). */
export function watchUrl(remoteUrl: string) {
  const forge = forgeOf(remoteUrl);
  if (!forge) return undefined;
  return forge.type === 'github' ? `${forge.home}/actions` : `${forge.home}/-/pipelines`;
}

/**
 * The page that opens a pull (GitHub) or merge (GitLab) request of `branch` into `base`, its title
 * and description filled in from `changes` (review-request.ts), within FORGE_URL_LIMIT.
 */
export function reviewUrl(remoteUrl: string, base: string, branch: string, changes: FileChange[]) {
  const forge = forgeOf(remoteUrl);
  if (!forge) return undefined;
  const urlOf = ({ title, description }: { title: string; description: string }) =>
    forge.type === 'github'
      ? `${forge.home}/compare/${encodeURIComponent(base)}...${encodeURIComponent(branch)}?${new URLSearchParams({ expand: '1', title, body: description })}`
      : `${forge.home}/-/merge_requests/new?${new URLSearchParams({
          'merge_request[source_branch]': branch,
          'merge_request[target_branch]': base,
          'merge_request[title]': title,
          'merge_request[description]': description,
        })}`;
  return urlOf(reviewRequest(changes, FORGE_URL_LIMIT - urlOf({ title: '', description: '' }).length));
}
