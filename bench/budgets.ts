/**
 * The figures one benchmark run produces, and the budgets they are held to. Pure: the run and its unit
 * test share it.
 */

/** What a page is, which decides its budgets. */
export type PageKind = 'home' | 'docs' | 'api-reference' | 'search' | 'blog' | 'tool' | 'reference';

export interface MeasuredPage {
  readonly name: string;
  readonly path: string;
  readonly kind: PageKind;
  /**
   * Why the page may ship more than 10% more JavaScript than the reference page: a feature of its own.
   * The table shows how much more it ships; API reference pages are held to their own budget instead.
   */
  readonly ownJavaScript?: string;
  /** An API reference page's operations and webhooks, which its first-load HTML is allowed 1 KiB each for. */
  readonly operations?: number;
}

export interface LighthouseFigures {
  /** Category scores, 0 to 100. */
  readonly performance: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly seo: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
}

export const presets = ['mobile', 'desktop'] as const;
export type Preset = (typeof presets)[number];

/**
 * Bytes as sent and as decoded. "Gzip" in the names is their history: the host sends the Brotli form the
 * build precompressed to a browser that accepts it, as Chromium does, and gzip otherwise.
 */
export interface PageWeight {
  /** The page's HTML, and any frame's. */
  readonly htmlBytes: number;
  readonly htmlGzipBytes: number;
  readonly jsBytes: number;
  readonly jsGzipBytes: number;
  readonly cssBytes: number;
  readonly cssGzipBytes: number;
  readonly totalBytes: number;
  readonly totalGzipBytes: number;
  readonly requests: number;
}

export interface PageResult {
  readonly page: MeasuredPage;
  /** Medians of the runs, per figure. */
  readonly lighthouse: Readonly<Record<Preset, LighthouseFigures>>;
  readonly weight: PageWeight;
}

export interface SearchFigures {
  /** Keystroke to results rendered in Chromium, over the index the build published. */
  readonly keystrokeMedianMs: number;
  readonly keystrokeP95Ms: number;
  readonly keystrokeSamples: number;
  readonly realIndexEntries: number;
  /** fuse.js query time alone over a synthetic index of 10,000 entries. */
  readonly syntheticQueryMedianMs: number;
  readonly syntheticQueryP95Ms: number;
  /** Relevance on tests/fixtures/search-relevance.json: the title matcher alone (before issue 41), and the site search. */
  readonly titlesOnlyHitAt1: number;
  readonly titlesOnlyHitAt3: number;
  readonly titlesOnlyMrr: number;
  readonly hitAt1: number;
  readonly hitAt3: number;
  readonly mrr: number;
  /** What the box downloads on first focus besides its code: the title index and the sections, Brotli, per page indexed. */
  readonly indexBrotliPerPage: number;
  readonly sectionsBrotli: number;
  /** From the first focus of a fresh page to the first results, and to the full text's, medians of 3. */
  readonly firstResultsMobileMs: number;
  readonly fullTextMobileMs: number;
  readonly firstResultsDesktopMs: number;
  readonly fullTextDesktopMs: number;
}

/** The "Try it" consoles on the merchant reference (bench/sandbox.ts): medians of the runs, on the page's clock. */
export interface SandboxFigures {
  /** From pressing "Try it" to the console's chunks having arrived. */
  readonly openToChunksLoadedMs: number;
  /**
   * From pressing "Try it" to the console's Send button: at least 300 ms, as React shows a Suspense
   * boundary's content no sooner than 300 ms after its fallback.
   */
  readonly openToSendMs: number;
  /** From pressing "Try it" to the sandbox in the page having issued the console its access token. */
  readonly openToSandboxReadyMs: number;
  readonly openLongestTaskMs: number;
  /** From pasting a 5 MiB body to the console showing its check of it. */
  readonly pasteToCheckedMs: number;
  /** From pressing Send to the announced 413. */
  readonly sendToAnswerMs: number;
  readonly pasteToAnswerMs: number;
  /** The main thread's longest task from the paste to the answer, and how many tasks took over 50 ms. */
  readonly longestTaskMs: number;
  readonly longTasks: number;
}

/** The one page every other page is compared with: a plain page of the stock theme in our build. */
export const referencePath = '/markdown-page/';
export const docsBaselinePath = '/docs/overview/';

export const budgets = {
  mobilePerformance: 98,
  mobilePerformanceTool: 95,
  desktopPerformance: 100,
  otherCategories: 100,
  /** Bytes (as sent) an API reference page may ship beyond a docs page: its navigation and outline, not its document. */
  apiReferenceExtraJsBytes: 15 * 1024,
  /** The reference page's JavaScript (as sent): what it was before the contract data reached every page. */
  referencePageJsBytes: 195 * 1024,
  /** An API reference page's HTML as sent (Brotli): a base plus so much per operation. */
  referenceHtmlBytes: {base: 60 * 1024, perOperation: 1024},
  /** Our site's cold build, wall time. */
  coldBuildS: 45,
  /** A real contract of 91 operations as an extra reference page (bench/scale.ts). */
  scaleFixture: {mobilePerformance: 95, mobileTbtMs: 200},
  /** How much more the 500-operation page may cost than the 91-operation one: build time and first-load bytes. */
  scaleRatio: 3,
  /** How much more JavaScript than the reference page any page may ship, as a ratio. */
  jsRatioToReference: 1.1,
  keystrokeMedianMs: 16,
  /** The box's first results, from its first focus, at Lighthouse's mobile CPU speed (issue 41). */
  firstResultsMobileMs: 100,
  /**
   * The main thread's longest task from pasting a 5 MiB body into a console to its answer, at the CPU speed
   * of each Lighthouse preset. A task holds up the next paint of whatever the reader does meanwhile, and Web
   * Vitals rates a response slower than 200 ms as needing improvement and one slower than 500 ms as poor.
   */
  sandboxLongestTaskMs: {mobile: 500, desktop: 200},
} as const;

function pageOf(results: readonly PageResult[], path: string): PageResult {
  const found = results.find(({page}) => page.path === path);
  if (found === undefined) throw new Error(`The benchmark must measure ${path}`);
  return found;
}

/** The budgets of one page, given the pages it is compared with when the run measured them. */
function pageProblems(
  {page, lighthouse, weight}: PageResult,
  reference: PageResult | undefined,
  docsBaseline: PageResult | undefined,
): {problems: string[]; unchecked: string[]} {
  const problems: string[] = [];
  const unchecked: string[] = [];
  const mobileFloor = page.kind === 'tool' ? budgets.mobilePerformanceTool : budgets.mobilePerformance;
  const floors: readonly [Preset, keyof LighthouseFigures, number][] = [
    ['mobile', 'performance', mobileFloor],
    ['desktop', 'performance', budgets.desktopPerformance],
    ...presets.flatMap((preset) =>
      (['accessibility', 'bestPractices', 'seo'] as const).map(
        (category): [Preset, keyof LighthouseFigures, number] => [preset, category, budgets.otherCategories],
      ),
    ),
  ];
  for (const [preset, category, floor] of floors) {
    const score = lighthouse[preset][category];
    if (score < floor) problems.push(`${page.path}: ${preset} ${category} ${score} is under ${floor}`);
  }
  problems.push(...htmlProblems(page, weight));
  if (page.path === referencePath && weight.jsGzipBytes > budgets.referencePageJsBytes) {
    problems.push(
      `${page.path}: ships ${kib(weight.jsGzipBytes)} of JavaScript (as sent), over ${kib(budgets.referencePageJsBytes)}`,
    );
  }
  if (page.kind === 'api-reference') {
    if (docsBaseline === undefined) {
      unchecked.push(`${page.path}: its JavaScript beside ${docsBaselinePath}`);
    } else {
      const extra = weight.jsGzipBytes - docsBaseline.weight.jsGzipBytes;
      if (extra > budgets.apiReferenceExtraJsBytes) {
        problems.push(
          `${page.path}: ships ${kib(extra)} more JavaScript (as sent) than ${docsBaselinePath}, over ${kib(budgets.apiReferenceExtraJsBytes)}`,
        );
      }
    }
  } else if (page.ownJavaScript === undefined) {
    if (reference === undefined) {
      unchecked.push(`${page.path}: its JavaScript beside ${referencePath}`);
    } else {
      const ratio = weight.jsGzipBytes / reference.weight.jsGzipBytes;
      if (ratio > budgets.jsRatioToReference) {
        problems.push(
          `${page.path}: ships ${ratio.toFixed(2)} times the JavaScript (as sent) of ${referencePath}, over ${budgets.jsRatioToReference}`,
        );
      }
    }
  }
  return {problems, unchecked};
}

/** The first-load HTML of a page that lists operations, against its allowance. */
function htmlProblems(page: MeasuredPage, weight: PageWeight): string[] {
  if (page.operations === undefined) return [];
  const {base, perOperation} = budgets.referenceHtmlBytes;
  const allowed = base + perOperation * page.operations;
  return weight.htmlGzipBytes > allowed
    ? [
        `${page.path}: sends ${kib(weight.htmlGzipBytes)} of HTML for ${page.operations} operations, over ${kib(allowed)}`,
      ]
    : [];
}

/** Build wall times, as bench/buildTiming.ts measures them. */
export interface BuildWallTimes {
  readonly cold: {readonly wallS: number};
}

/** Every budget the run misses, one line each, naming the page; empty when all hold. */
export function overBudget(
  results: readonly PageResult[],
  search: SearchFigures,
  sandbox: Readonly<Record<Preset, SandboxFigures>>,
  builds?: BuildWallTimes,
): string[] {
  const reference = pageOf(results, referencePath);
  const docsBaseline = pageOf(results, docsBaselinePath);
  const problems = results.flatMap((result) => pageProblems(result, reference, docsBaseline).problems);
  if (builds !== undefined && !(builds.cold.wallS <= budgets.coldBuildS)) {
    problems.push(`build: cold ${builds.cold.wallS} s, over ${budgets.coldBuildS} s`);
  }
  if (!(search.keystrokeMedianMs < budgets.keystrokeMedianMs)) {
    problems.push(
      `search: keystroke to results ${search.keystrokeMedianMs} ms median is not under ${budgets.keystrokeMedianMs} ms`,
    );
  }
  if (!(search.firstResultsMobileMs < budgets.firstResultsMobileMs)) {
    problems.push(
      `search: first results ${search.firstResultsMobileMs} ms after the first focus at mobile speed, not under ${budgets.firstResultsMobileMs} ms`,
    );
  }
  for (const preset of presets) {
    const {longestTaskMs} = sandbox[preset];
    const limit = budgets.sandboxLongestTaskMs[preset];
    if (!(longestTaskMs < limit)) {
      problems.push(
        `sandbox: the longest task from a 5 MiB paste to its answer, ${longestTaskMs} ms at ${preset} speed, is not under ${limit} ms`,
      );
    }
  }
  return problems;
}

/**
 * The budgets a run of some pages only (`--only`) can check: each page's scores, and its JavaScript where
 * the run measured the page it is compared with. `unchecked` names each comparison it could not make.
 */
export function overBudgetOfPages(results: readonly PageResult[]): {problems: string[]; unchecked: string[]} {
  const reference = results.find(({page}) => page.path === referencePath);
  const docsBaseline = results.find(({page}) => page.path === docsBaselinePath);
  const checked = results.map((result) => pageProblems(result, reference, docsBaseline));
  return {
    problems: checked.flatMap(({problems}) => problems),
    unchecked: checked.flatMap(({unchecked}) => unchecked),
  };
}

/** One extra reference page of the scale benchmark (bench/scale.ts): its build, its weight and its scores. */
export interface ScaleResult {
  readonly name: string;
  readonly path: string;
  readonly operations: number;
  readonly build: {readonly wallS: number; readonly cpuS: number; readonly peakMemoryMiB: number};
  readonly weight: PageWeight;
  /** The real contract's page only: the synthetic one is held to its build and bytes, and a 500-operation page outlasts Lighthouse's load timeout at a phone's speed. */
  readonly lighthouse?: Readonly<Record<Preset, LighthouseFigures>>;
}

/** The scale budgets: the real contract's page, and how the synthetic one grows beside it. */
export function scaleProblems(fixture: ScaleResult, synthetic: ScaleResult): string[] {
  const page = (result: ScaleResult): MeasuredPage => ({
    name: result.name,
    path: result.path,
    kind: 'api-reference',
    operations: result.operations,
  });
  const problems = [...htmlProblems(page(fixture), fixture.weight), ...htmlProblems(page(synthetic), synthetic.weight)];
  const {mobilePerformance, mobileTbtMs} = budgets.scaleFixture;
  const mobile = fixture.lighthouse?.mobile;
  if (mobile === undefined) {
    problems.push(`${fixture.path}: not measured with Lighthouse`);
  } else if (!(mobile.performance >= mobilePerformance)) {
    problems.push(`${fixture.path}: mobile performance ${mobile.performance} is under ${mobilePerformance}`);
  }
  if (mobile !== undefined && !(mobile.tbtMs <= mobileTbtMs)) {
    problems.push(`${fixture.path}: mobile total blocking time ${mobile.tbtMs} ms, over ${mobileTbtMs} ms`);
  }
  const ratios: readonly [string, number, number][] = [
    ['build time', synthetic.build.wallS, fixture.build.wallS],
    ['first-load bytes', synthetic.weight.totalGzipBytes, fixture.weight.totalGzipBytes],
  ];
  for (const [figure, grown, base] of ratios) {
    if (!(grown <= budgets.scaleRatio * base)) {
      problems.push(
        `${synthetic.path}: ${figure} ${(grown / base).toFixed(2)} times the ${fixture.operations}-operation page's, over ${budgets.scaleRatio}`,
      );
    }
  }
  return problems;
}

export function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

/** The median of each figure over the runs, figure by figure. */
export function medianEach<Figures extends {readonly [Key in keyof Figures]: number}>(
  runs: readonly Figures[],
): Figures {
  const keys = Object.keys(runs[0] ?? {}) as (keyof Figures)[];
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as Figures;
}

/** The nearest-rank percentile, `fraction` between 0 and 1. */
export function percentile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] ?? Number.NaN;
}
