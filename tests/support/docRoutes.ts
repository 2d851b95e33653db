/** Which docs source a `/docs/...` route is built from, for data files that link to pages. */
import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {repoRoot} from '../../harness/paths';

/** The source file of a docs route without a `slug` (`/docs/developers/Admin/#x` is `docs/developers/Admin.mdx`). */
export function docsSourceOf(route: string): string | undefined {
  const path = decodeURI(route.replace(/#.*$/, '').replace(/\/$/, '')).replace(/^\//, '');
  const candidates = [`${path}.mdx`, `${path}.md`, `${path}/index.mdx`, `${path}/index.md`];
  return candidates.find((candidate) => existsSync(join(repoRoot, candidate)));
}
