/**
 * `jiti scripts/bundle-package.ts <folder> <entry> [--contract]`: bundles the command of a package of this
 * repository (mcp/, simulator/) into `<folder>/dist/cli.js`, one CommonJS file for Node with everything it
 * imports, ours and the dependencies', so the packed tarball runs with no checkout and installs with no
 * registry. `--contract` also writes the three documents, bundled from openapi/, to `dist/contract.json`. Each
 * package's `prepack` script runs it, so `npm pack` in the folder builds first. Rspack comes with
 * @docusaurus/faster; no other bundler is installed.
 */
import {rm, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {rspack, type Configuration, type Stats} from '@rspack/core';
import {bundleContractDocuments} from '../simulator/node';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

export interface BundleOptions {
  /** The package's folder, `mcp`. */
  readonly folder: string;
  /** Its command, from the folder: `cli.ts`. */
  readonly entry: string;
  /** Whether the package carries the contract it acts out (`dist/contract.json`). */
  readonly contract?: boolean;
}

function configuration({folder, entry}: BundleOptions): Configuration {
  return {
    mode: 'production',
    target: 'node20.19',
    context: repoRoot,
    entry: join(repoRoot, folder, entry),
    output: {path: join(repoRoot, folder, 'dist'), filename: 'cli.js', asyncChunks: false},
    resolve: {extensions: ['.ts', '.mjs', '.js', '.json']},
    module: {
      // `new URL('..', import.meta.url)` finds the checkout; it is no asset to copy.
      parser: {javascript: {url: false}},
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {jsc: {parser: {syntax: 'typescript'}, target: 'es2023'}},
          type: 'javascript/auto',
        },
        // Our modules only re-export or declare; marked so, a face's unused parts (bundling the contract with
        // @redocly/openapi-core, for one) stay out of the bundle.
        {test: /\.ts$/, exclude: /node_modules/, sideEffects: false},
      ],
    },
    optimization: {minimize: false, sideEffects: true, usedExports: true},
    devtool: false,
    // The real folder of dist/cli.js, where a package finds the files packed beside it.
    node: {__dirname: false},
    plugins: [new rspack.BannerPlugin({banner: '#!/usr/bin/env node', raw: true, entryOnly: true})],
    performance: {hints: false},
  };
}

export async function bundlePackage(options: BundleOptions): Promise<void> {
  await rm(join(repoRoot, options.folder, 'dist'), {recursive: true, force: true});
  const stats = await new Promise<Stats | undefined>((done, fail) => {
    rspack(configuration(options), (error, result) => {
      if (error) fail(error);
      else done(result);
    });
  });
  if (stats?.hasErrors()) throw new Error(stats.toString({all: false, errors: true}));
  if (options.contract === true) {
    const contract = join(repoRoot, options.folder, 'dist/contract.json');
    await writeFile(contract, JSON.stringify(await bundleContractDocuments()));
  }
}

const [folder, entry, flag] = process.argv.slice(2);
if (folder !== undefined && entry !== undefined) {
  bundlePackage({folder, entry, contract: flag === '--contract'}).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
