type InlineScriptProps<Args extends unknown[]> = { run: (...args: Args) => void; args: Args };

const serialize = (value: unknown) =>
  typeof value === 'function' ? String(value) : JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Runs `run(...args)` while the HTML parses, long before the framework's chunks (which start after
 * the first paint): for what a visitor may do in the first seconds. Functions are sent as their
 * source text, so `run` and every function among `args` must be self-contained. The CSP allows
 * each script by its hash (lib/hosting/page-policy.mjs).
 */
export function InlineScript<Args extends unknown[]>({ run, args }: InlineScriptProps<Args>) {
  const source = `(${String(run)})(${args.map(serialize).join(',')})`;
  if (/<\/script/i.test(source)) throw new Error(`${run.name}: an inline script cannot contain "</script"`);
  return <script dangerouslySetInnerHTML={{ __html: source }} />;
}
