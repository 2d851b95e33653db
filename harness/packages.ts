/**
 * A package of this repository as a user gets it: `npm pack` in its folder (its `prepack` script bundles
 * it), then the tarball installed into an empty folder outside the checkout, offline, since a bundled
 * package has no dependencies to fetch. Its command then runs with `npx` from that folder.
 */
import {execFile} from 'node:child_process';
import {mkdtemp, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {promisify} from 'node:util';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const run = promisify(execFile);

export interface InstalledPackage {
  /** The empty folder the tarball was installed into. */
  readonly folder: string;
  readonly tarball: string;
  /** `npx --no-install <bin>` with these arguments, from `folder`. */
  command(bin: string, ...args: string[]): {command: string; args: string[]; cwd: string};
  remove(): Promise<void>;
}

export async function packAndInstall(packageFolder: string): Promise<InstalledPackage> {
  const folder = await mkdtemp(join(tmpdir(), `${packageFolder}-package-`));
  const {stdout} = await run('npm', ['pack', '--silent', '--pack-destination', folder], {
    cwd: join(repoRoot, packageFolder),
  });
  const tarball = join(folder, stdout.trim().split('\n').at(-1) ?? '');
  await writeFile(join(folder, 'package.json'), '{"private": true}\n');
  await run('npm', ['install', '--offline', '--no-audit', '--no-fund', tarball], {cwd: folder});
  return {
    folder,
    tarball,
    command: (bin, ...args) => ({command: 'npx', args: ['--no-install', bin, ...args], cwd: folder}),
    remove: () => rm(folder, {recursive: true, force: true}),
  };
}
