/**
 * `npm run bench`: builds the production site (or reuses build/ with --reuse-build), serves it as a
 * production static host does (precompressed Brotli and gzip, long-lived caching of hashed assets) and
 * measures build cost, Lighthouse scores and metrics, page weight, search latency, the "Try it" consoles
 * (bench/sandbox.ts), the simulator (bench/simulator.ts) and the MCP server (bench/mcp.ts).
 * `--only <path>` (repeated, or paths joined by commas) measures those pages and nothing else, so that a
 * before-and-after comparison of a few pages is cheap. `--only scale` runs the scale benchmark alone
 * (bench/scale.ts: two scratch builds, each with one extra reference page of 91 or 500 operations).
 * Prints one table, writes it as JSON to bench/results/latest.json (a run of some pages only to
 * bench/results/only.json, so that it leaves the last full run's figures), and exits non-zero naming every
 * page over budget.
 */
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {cpus} from 'node:os';
import {join} from 'node:path';
import {parseArgs} from 'node:util';
import {launchBrowser} from '../harness/chromium';
import {buildDir, repoRoot} from '../harness/paths';
import {startStaticServer} from '../harness/staticServer';
import {tools} from '../config/tools';
import {measureBuilds, type BuildTiming} from './buildTiming';
import {
  budgets,
  kib,
  medianEach,
  overBudget,
  overBudgetOfPages,
  presets,
  scaleProblems,
  referencePath,
  type LighthouseFigures,
  type MeasuredPage,
  type PageResult,
  type Preset,
  type ScaleResult,
  type SandboxFigures,
  type SearchFigures,
} from './budgets';
import {startLighthouseChromium} from './lighthouse';
import {measurePageWeight} from './pageWeight';
import {measureSearch} from './search';
import {measureMcp, type McpFigures} from './mcp';
import {measureSandbox} from './sandbox';
import {measureSimulator, type SimulatorFigures} from './simulator';
import {measureScale} from './scale';
import {apiDocuments} from '../config/apiDocuments';
import {downloadPaths, operationsOf, webhooksOf, type OpenApiDocument} from '../contract-core';

const pages: readonly MeasuredPage[] = [
  {name: 'Home', path: '/', kind: 'home'},
  {
    name: 'Docs: overview',
    path: '/docs/overview/',
    kind: 'docs',
    ownJavaScript: 'the docs layout: sidebar, table of contents, breadcrumbs and pagination',
  },
  {
    name: 'Docs: long guide with diagrams',
    path: '/docs/developers/convenient-checkout-api/Payments/payment-api/',
    kind: 'docs',
    ownJavaScript: 'Mermaid renders its diagrams in the browser',
  },
  {name: 'API reference: merchant', path: '/api-reference/', kind: 'api-reference'},
  {name: 'API reference: internal', path: '/api-reference-internal/', kind: 'api-reference'},
  {name: 'API reference: health care', path: '/api-reference-hcp/', kind: 'api-reference'},
  {name: 'Search page', path: '/SearchBox/', kind: 'search'},
  // Its validator and the contract load on first use, so the page itself is held to the common budgets.
  {name: 'Tool: request checker', path: tools.requestChecker.route, kind: 'tool'},
  // The simulator and the three documents load when a reader starts a flow, so the page is held to the common budgets.
  {name: 'Tool: sandbox', path: tools.sandbox.route, kind: 'tool'},
  {name: 'Blog post', path: '/blog/2024/01/23/partial-authorization/', kind: 'blog'},
  {name: 'Reference: markdown page', path: referencePath, kind: 'reference'},
];

const lighthouseRuns = 3;

/** `--only scale` names the scale benchmark rather than a page. */
const scaleOption = 'scale';

/** The command line: `--reuse-build`, and `--only` with the paths of the pages to measure alone, or `scale`. */
function options(): {reuseBuild: boolean; only: readonly MeasuredPage[] | undefined; scale: boolean} {
  const {values} = parseArgs({
    options: {'reuse-build': {type: 'boolean', default: false}, only: {type: 'string', multiple: true, default: []}},
  });
  const named = values.only.flatMap((value) => value.split(',')).map((path) => path.trim());
  const paths = named.filter((path) => path !== scaleOption);
  for (const path of paths) {
    if (!pages.some((page) => page.path === path)) {
      throw new Error(
        `--only ${path}: not a page the benchmark measures. Name one or more of: ${[...pages.map((page) => page.path), scaleOption].join(', ')}`,
      );
    }
  }
  return {
    reuseBuild: values['reuse-build'],
    only: named.length === 0 ? undefined : pages.filter((page) => paths.includes(page.path)),
    scale: named.length === 0 || named.includes(scaleOption),
  };
}

/** An API reference page with the count of its operations and webhooks, read from the build's download. */
function withOperations(page: MeasuredPage): MeasuredPage {
  const apiDocument = apiDocuments.find(({route}) => route === page.path);
  if (apiDocument === undefined) return page;
  const file = join(buildDir, downloadPaths(apiDocument.id).json);
  const document = JSON.parse(readFileSync(file, 'utf8')) as OpenApiDocument;
  return {...page, operations: operationsOf(document).length + webhooksOf(document).length};
}

/** What a full run measures besides the pages. */
interface Parts {
  readonly search: SearchFigures;
  readonly sandbox: Record<Preset, SandboxFigures>;
  readonly simulator: SimulatorFigures;
  readonly mcp: McpFigures;
}

async function main(): Promise<number> {
  const {reuseBuild, only, scale} = options();
  if (only?.length === 0) return scaleOnly();
  let builds: BuildTiming | undefined;
  if (reuseBuild) {
    if (!existsSync(join(buildDir, 'index.html'))) throw new Error('--reuse-build needs build/: run `npm run build`');
  } else {
    console.log('Timing three cold and three warm builds...');
    builds = await measureBuilds();
  }

  const server = await startStaticServer(buildDir);
  const browser = await launchBrowser();
  const lighthouseChromium = await startLighthouseChromium();
  const results: PageResult[] = [];
  try {
    for (const page of (only ?? pages).map(withOperations)) {
      const url = server.origin + encodeURI(page.path);
      console.log(`Measuring ${page.path}...`);
      const lighthouse = {} as Record<Preset, LighthouseFigures>;
      for (const preset of presets) {
        const runs: LighthouseFigures[] = [];
        for (let run = 0; run < lighthouseRuns; run += 1) runs.push(await lighthouseChromium.run(url, preset));
        // Single Lighthouse runs vary widely: each figure is the median of the runs.
        lighthouse[preset] = medianEach(runs);
      }
      results.push({page, lighthouse, weight: await measurePageWeight(browser, url)});
    }
    if (only !== undefined) {
      const scaled = scale ? await measureScale(browser, lighthouseChromium, lighthouseRuns) : undefined;
      const {problems, unchecked} = overBudgetOfPages(results);
      if (scaled !== undefined) problems.push(...scaleProblems(scaled.fixture, scaled.synthetic));
      report(results, undefined, builds, problems, unchecked, scaled);
      return problems.length === 0 ? 0 : 1;
    }
    const search = await measureSearch(browser, server.origin);
    console.log('Measuring the "Try it" consoles...');
    const sandbox = await measureSandbox(browser, server.origin);
    console.log('Measuring the simulator...');
    const simulator = await measureSimulator();
    console.log('Measuring the MCP server...');
    const mcp = await measureMcp(server.origin);
    console.log('Measuring the scale pages in a scratch copy...');
    const scaled = await measureScale(browser, lighthouseChromium, lighthouseRuns);
    const problems = [
      ...overBudget(results, search, sandbox, builds),
      ...scaleProblems(scaled.fixture, scaled.synthetic),
    ];
    report(results, {search, sandbox, simulator, mcp}, builds, problems, [], scaled);
    return problems.length === 0 ? 0 : 1;
  } finally {
    await lighthouseChromium.close();
    await browser.close();
    await server.close();
  }
}

/** `--only scale`: the two scratch builds and their pages, nothing of the site's own build. */
async function scaleOnly(): Promise<number> {
  const browser = await launchBrowser();
  const lighthouseChromium = await startLighthouseChromium();
  try {
    const scaled = await measureScale(browser, lighthouseChromium, lighthouseRuns);
    const problems = scaleProblems(scaled.fixture, scaled.synthetic);
    report([], undefined, undefined, problems, [], scaled);
    return problems.length === 0 ? 0 : 1;
  } finally {
    await lighthouseChromium.close();
    await browser.close();
  }
}

interface Scaled {
  readonly fixture: ScaleResult;
  readonly synthetic: ScaleResult;
}

/** The scale figures: each extra page's build and weight, and how the 500-operation page grew beside the 91. */
function reportScale({fixture, synthetic}: Scaled): void {
  const row = ({path, operations, build, weight, lighthouse}: ScaleResult) => ({
    page: path,
    operations,
    'build wall/CPU s, peak MiB': `${build.wallS}/${build.cpuS}, ${build.peakMemoryMiB}`,
    'HTML sent (raw)': `${kib(weight.htmlGzipBytes)} (${kib(weight.htmlBytes)})`,
    'JS sent (raw)': `${kib(weight.jsGzipBytes)} (${kib(weight.jsBytes)})`,
    'total sent': kib(weight.totalGzipBytes),
    'perf m/d': lighthouse ? `${lighthouse.mobile.performance}/${lighthouse.desktop.performance}` : 'not run',
    'TBT ms m/d': lighthouse ? `${lighthouse.mobile.tbtMs}/${lighthouse.desktop.tbtMs}` : '',
    'LCP ms m/d': lighthouse ? `${lighthouse.mobile.lcpMs}/${lighthouse.desktop.lcpMs}` : '',
  });
  console.log(`Scale: one extra reference page per scratch build (bench/scale.ts), medians of ${lighthouseRuns} runs`);
  console.table([row(fixture), row(synthetic)]);
  const ratio = (grown: number, base: number) => (grown / base).toFixed(2);
  console.log(
    `${synthetic.operations} against ${fixture.operations} operations: build ${ratio(synthetic.build.wallS, fixture.build.wallS)}x, first-load bytes ${ratio(synthetic.weight.totalGzipBytes, fixture.weight.totalGzipBytes)}x, HTML ${ratio(synthetic.weight.htmlGzipBytes, fixture.weight.htmlGzipBytes)}x`,
  );
}

function report(
  results: readonly PageResult[],
  parts: Parts | undefined,
  builds: BuildTiming | undefined,
  problems: readonly string[],
  unchecked: readonly string[],
  scaled?: Scaled,
): void {
  const reference = results.find(({page}) => page.path === referencePath);
  const ratio = (value: number, of: number | undefined) =>
    of === undefined || of === 0 ? '' : `${(value / of).toFixed(2)}x`;
  const rows = results.map(({page, lighthouse, weight}) => ({
    page: page.path,
    'mobile perf/a11y/bp/seo': scores(lighthouse.mobile),
    'desktop perf/a11y/bp/seo': scores(lighthouse.desktop),
    'LCP ms (m/d)': `${lighthouse.mobile.lcpMs}/${lighthouse.desktop.lcpMs}`,
    'TBT ms (m/d)': `${lighthouse.mobile.tbtMs}/${lighthouse.desktop.tbtMs}`,
    'CLS (m/d)': `${lighthouse.mobile.cls}/${lighthouse.desktop.cls}`,
    'HTML sent (raw)': `${kib(weight.htmlGzipBytes)} (${kib(weight.htmlBytes)})`,
    'JS sent (raw)': `${kib(weight.jsGzipBytes)} (${kib(weight.jsBytes)})`,
    'JS vs ref': ratio(weight.jsGzipBytes, reference?.weight.jsGzipBytes),
    'CSS sent (raw)': `${kib(weight.cssGzipBytes)} (${kib(weight.cssBytes)})`,
    'total sent (raw)': `${kib(weight.totalGzipBytes)} (${kib(weight.totalBytes)})`,
    'total vs ref': ratio(weight.totalGzipBytes, reference?.weight.totalGzipBytes),
    requests: weight.requests,
    'mobile LCP vs ref': ratio(lighthouse.mobile.lcpMs, reference?.lighthouse.mobile.lcpMs),
  }));
  if (rows.length > 0) {
    console.log(
      `\nPages: medians of ${lighthouseRuns} Lighthouse runs per preset; weights from one cold Chromium load`,
    );
    console.table(rows);
  }
  if (parts === undefined) {
    console.log('Search, the "Try it" consoles, the simulator and the MCP server: not measured (--only)');
  } else {
    const {search, sandbox, simulator, mcp} = parts;
    console.log('Search');
    console.table([search]);
    console.log(
      '"Try it" consoles on the merchant reference: medians of 3 runs (ms) at the CPU speed of each Lighthouse preset',
    );
    console.table(sandbox);
    console.log('Simulator (server pinned to one core)');
    console.table([simulator]);
    console.log(`MCP server: start-up ${mcp.startupMs} ms; median latency of each tool over the local build (ms)`);
    console.table(mcp.toolMedianMs);
  }
  if (scaled !== undefined) reportScale(scaled);
  if (builds !== undefined) {
    console.log(`Builds: medians of ${builds.runs}`);
    console.table({cold: builds.cold, warm: builds.warm});
  } else {
    console.log('Builds: not timed (--reuse-build)');
  }

  if (reference !== undefined) {
    for (const {page, weight} of results.filter((result) => result.page.ownJavaScript !== undefined)) {
      const extra = weight.jsGzipBytes - reference.weight.jsGzipBytes;
      console.log(
        `Exempt from the JavaScript ratio: ${page.path} ships ${kib(extra)} more (as sent): ${page.ownJavaScript}`,
      );
    }
  }

  const run = {
    date: new Date().toISOString(),
    node: process.version,
    cpu: cpus()[0]?.model ?? 'unknown',
    cores: cpus().length,
    budgets,
    builds: builds ?? null,
    pages: results,
    ...(parts ?? {}),
    ...(scaled === undefined ? {} : {scale: scaled}),
    overBudget: problems,
    ...(unchecked.length === 0 ? {} : {unchecked}),
  };
  const resultsDir = join(repoRoot, 'bench', 'results');
  const resultsFile = join(resultsDir, parts === undefined ? 'only.json' : 'latest.json');
  mkdirSync(resultsDir, {recursive: true});
  writeFileSync(resultsFile, `${JSON.stringify(run, null, 2)}\n`);
  console.log(`Written to ${resultsFile.slice(repoRoot.length)}`);

  if (unchecked.length > 0) {
    console.log(
      `Not checked, as the run did not measure the page compared with:\n${unchecked.map((line) => `  - ${line}`).join('\n')}`,
    );
  }
  if (problems.length === 0) console.log('Every budget checked is met.');
  else console.error(`Over budget:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
}

function scores(figures: LighthouseFigures): string {
  return `${figures.performance}/${figures.accessibility}/${figures.bestPractices}/${figures.seo}`;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
