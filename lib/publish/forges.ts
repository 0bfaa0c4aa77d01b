// Where a publish can be followed on the forge the remote lives on (GitHub or GitLab), from the
// remote's URL as git has it (hosted-git-info reads every form of it).
import hostedGitInfo from 'hosted-git-info';

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

/** The page that opens a pull (GitHub) or merge (GitLab) request of `branch` into `base`. */
export function reviewUrl(remoteUrl: string, base: string, branch: string) {
  const forge = forgeOf(remoteUrl);
  if (!forge) return undefined;
  if (forge.type === 'github') return `${forge.home}/compare/${encodeURIComponent(base)}...${encodeURIComponent(branch)}?expand=1`;
  const query = new URLSearchParams({ 'merge_request[source_branch]': branch, 'merge_request[target_branch]': base });
  return `${forge.home}/-/merge_requests/new?${query}`;
}
