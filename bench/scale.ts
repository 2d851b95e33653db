/**
 * How the reference pages scale with the size of a contract: in a scratch copy of the repository (outside
 * the tracked tree), the site is built once with an extra reference page of a real contract nobody here
 * wrote (`../shared/fixtures/contracts/adyen-balance-platform-v2.json`, 91 operations, read where it is)
 * and once with a synthetic one of 500 operations made by repeating the Merchant API. Each build is timed
 * cold and the extra page weighed; the real contract's page is also run through Lighthouse like the site's
 * own pages (the synthetic one is held to its build and bytes only).
 */
import {execFileSync} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join, resolve} from 'node:path';
import type {Browser} from 'playwright-core';
import {bundleDocument} from '../contract-core/node';
import {httpMethods, operationsOf, webhooksOf, type OpenApiDocument} from '../contract-core';
import {deferBuiltParts} from '../plugins/static-host/deferParts';
import {precompress} from '../plugins/static-host/precompress';
import {repoRoot} from '../harness/paths';
import {startStaticServer} from '../harness/staticServer';
import type {ReferenceDocument} from '../plugins/openapi-docs/types';
import {medianEach, presets, type LighthouseFigures, type Preset, type ScaleResult} from './budgets';
import {timeDocusaurus} from './buildTiming';
import type {LighthouseChromium} from './lighthouse';
import {measurePageWeight} from './pageWeight';

/** The real contract, beside the repository as the lead's machines keep it; never copied in. */
export const fixtureContract = resolve(
  repoRoot,
  '..',
  'shared',
  'fixtures',
  'contracts',
  'adyen-balance-platform-v2.json',
);

export const syntheticOperations = 500;

/** The repository's files as Git sees them (tracked, and new ones not ignored), copied; node_modules linked. */
function scratchCopy(): string {
  const scratch = mkdtempSync(join(tmpdir(), 'bench-scale-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  for (const file of files.split('\0').filter((name) => name !== '' && existsSync(join(repoRoot, name)))) {
    mkdirSync(dirname(join(scratch, file)), {recursive: true});
    cpSync(join(repoRoot, file), join(scratch, file));
  }
  symlinkSync(join(repoRoot, 'node_modules'), join(scratch, 'node_modules'));
  return scratch;
}

/**
 * The Merchant API's operations repeated under `/copy<n>` paths, with `_<n>` after each operationId, until
 * there are `count`; its components are shared, its webhooks listed once.
 */
export function repeatedDocument(document: OpenApiDocument, count: number): OpenApiDocument {
  const paths: Record<string, Record<string, unknown>> = {};
  let operations = 0;
  for (let copy = 1; operations < count; copy += 1) {
    for (const [path, item] of Object.entries(document.paths ?? {}) as [string, Record<string, unknown>][]) {
      const repeated = Object.fromEntries(
        Object.entries(item).filter(([key]) => !(httpMethods as readonly string[]).includes(key)),
      );
      for (const method of httpMethods) {
        const operation = item[method] as {operationId?: string} | undefined;
        if (operation === undefined || operations >= count) continue;
        repeated[method] = {...operation, operationId: `${operation.operationId ?? `${method}${path}`}_${copy}`};
        operations += 1;
      }
      if (httpMethods.some((method) => method in repeated)) paths[`/copy${copy}${path}`] = repeated;
    }
  }
  return {
    ...document,
    info: {...document.info, title: `${document.info?.title ?? ''}, repeated`},
    paths,
  } as OpenApiDocument;
}

/** The config of a scratch build: the site's own, with one reference-only page added to the plugin. */
function scaleConfig(page: ReferenceDocument): string {
  return `import config from './docusaurus.config';
const page = ${JSON.stringify(page)};
export default {
  ...config,
  plugins: (config.plugins ?? []).map((plugin) =>
    Array.isArray(plugin) && plugin[0] === './plugins/openapi-docs/index.ts'
      ? [plugin[0], {...plugin[1], referencesOnly: [page]}]
      : plugin,
  ),
};
`;
}

interface ScalePage {
  readonly page: ReferenceDocument;
  readonly operations: number;
}

async function measurePage(
  scratch: string,
  {page, operations}: ScalePage,
  browser: Browser,
  lighthouse: LighthouseChromium,
  /** Lighthouse runs per preset; 0 runs none. */
  runs: number,
): Promise<ScaleResult> {
  writeFileSync(join(scratch, 'docusaurus.scale.config.ts'), scaleConfig(page));
  await timeDocusaurus(['clear'], scratch);
  console.log(`Building the site with ${page.route} (${operations} operations)...`);
  const build = await timeDocusaurus(['build', '--config', 'docusaurus.scale.config.ts'], scratch);
  console.log(`  built in ${build.wallS} s wall, ${build.cpuS} s CPU, ${build.peakMemoryMiB} MiB at most`);
  const buildDir = join(scratch, 'build');
  // As `npm run build` finishes a build: the page is served with its deferred parts as text.
  await deferBuiltParts(buildDir);
  await precompress(buildDir);
  const server = await startStaticServer(buildDir);
  try {
    const url = server.origin + page.route;
    const measured = {
      name: page.title,
      path: page.route,
      operations,
      build,
      weight: await measurePageWeight(browser, url),
    };
    if (runs === 0) return measured;
    const figures = {} as Record<Preset, LighthouseFigures>;
    for (const preset of presets) {
      const scores: LighthouseFigures[] = [];
      for (let run = 0; run < runs; run += 1) scores.push(await lighthouse.run(url, preset));
      figures[preset] = medianEach(scores);
    }
    return {...measured, lighthouse: figures};
  } finally {
    await server.close();
  }
}

/** Builds and measures the two extra pages, each in the same scratch copy, which is removed afterwards. */
export async function measureScale(
  browser: Browser,
  lighthouse: LighthouseChromium,
  runs: number,
): Promise<{fixture: ScaleResult; synthetic: ScaleResult}> {
  const scratch = scratchCopy();
  try {
    const {document: fixture} = await bundleDocument(fixtureContract, join(repoRoot, 'redocly.yaml'));
    const {document: merchant} = await bundleDocument(
      join(repoRoot, 'openapi', 'merchant.yaml'),
      join(repoRoot, 'redocly.yaml'),
    );
    const syntheticFile = join(scratch, 'bench-scale', 'synthetic.json');
    mkdirSync(dirname(syntheticFile), {recursive: true});
    const synthetic = repeatedDocument(merchant, syntheticOperations);
    writeFileSync(syntheticFile, JSON.stringify(synthetic));
    const count = (document: OpenApiDocument) => operationsOf(document).length + webhooksOf(document).length;
    const page = (id: string, title: string, source: string): ReferenceDocument => ({
      id,
      title,
      navLabel: title,
      source,
      route: `/bench-${id}/`,
    });
    return {
      fixture: await measurePage(
        scratch,
        {
          page: page('adyen-balance-platform', 'Balance Platform API (fixture)', fixtureContract),
          operations: count(fixture),
        },
        browser,
        lighthouse,
        runs,
      ),
      synthetic: await measurePage(
        scratch,
        {page: page('synthetic', 'Merchant API, repeated', syntheticFile), operations: count(synthetic)},
        browser,
        lighthouse,
        0,
      ),
    };
  } finally {
    rmSync(scratch, {recursive: true, force: true});
  }
}
