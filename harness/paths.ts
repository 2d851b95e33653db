import {fileURLToPath} from 'node:url';
import {readdirSync} from 'node:fs';
import {join} from 'node:path';

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));
export const buildDir = join(repoRoot, 'build');

/** Every Markdown and MDX source of the docs and the blog, relative to the repository (`docs/overview.md`). */
export function contentFiles(): string[] {
  return ['docs', 'blog'].flatMap((folder) =>
    readdirSync(join(repoRoot, folder), {recursive: true, encoding: 'utf8'})
      .filter((path) => /\.mdx?$/.test(path))
      .map((path) => join(folder, path)),
  );
}
