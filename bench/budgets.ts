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

export interface PageWeight {
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
}

/** The one page every other page is compared with: a plain page of the stock theme in our build. */
export const referencePath = '/markdown-page/';
export const docsBaselinePath = '/docs/overview/';

export const budgets = {
  mobilePerformance: 98,
  mobilePerformanceApiReference: 95,
  mobilePerformanceTool: 95,
  desktopPerformance: 100,
  otherCategories: 100,
  /** Gzip bytes an API reference page may ship beyond a docs page. */
  apiReferenceExtraJsBytes: 30 * 1024,
  /** How much more JavaScript than the reference page any page may ship, as a ratio. */
  jsRatioToReference: 1.1,
  keystrokeMedianMs: 16,
} as const;

function pageOf(results: readonly PageResult[], path: string): PageResult {
  const found = results.find(({page}) => page.path === path);
  if (found === undefined) throw new Error(`The benchmark must measure ${path}`);
  return found;
}

/** Every budget the run misses, one line each, naming the page; empty when all hold. */
export function overBudget(results: readonly PageResult[], search: SearchFigures): string[] {
  const reference = pageOf(results, referencePath);
  const docsBaseline = pageOf(results, docsBaselinePath);
  const problems: string[] = [];
  for (const {page, lighthouse, weight} of results) {
    const mobileFloor =
      page.kind === 'api-reference'
        ? budgets.mobilePerformanceApiReference
        : page.kind === 'tool'
          ? budgets.mobilePerformanceTool
          : budgets.mobilePerformance;
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
    if (page.kind === 'api-reference') {
      const extra = weight.jsGzipBytes - docsBaseline.weight.jsGzipBytes;
      if (extra > budgets.apiReferenceExtraJsBytes) {
        problems.push(
          `${page.path}: ships ${kib(extra)} more JavaScript (gzip) than ${docsBaselinePath}, over ${kib(budgets.apiReferenceExtraJsBytes)}`,
        );
      }
    } else if (page.ownJavaScript === undefined) {
      const ratio = weight.jsGzipBytes / reference.weight.jsGzipBytes;
      if (ratio > budgets.jsRatioToReference) {
        problems.push(
          `${page.path}: ships ${ratio.toFixed(2)} times the JavaScript (gzip) of ${referencePath}, over ${budgets.jsRatioToReference}`,
        );
      }
    }
  }
  if (!(search.keystrokeMedianMs < budgets.keystrokeMedianMs)) {
    problems.push(
      `search: keystroke to results ${search.keystrokeMedianMs} ms median is not under ${budgets.keystrokeMedianMs} ms`,
    );
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
