import {describe, expect, it} from 'vitest';
import {
  budgets,
  docsBaselinePath,
  median,
  medianEach,
  overBudget,
  overBudgetOfPages,
  percentile,
  referencePath,
  scaleProblems,
  type LighthouseFigures,
  type MeasuredPage,
  type PageResult,
  type PageWeight,
  type Preset,
  type SandboxFigures,
  type ScaleResult,
  type SearchFigures,
} from '../../bench/budgets';

const perfect: LighthouseFigures = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 900,
  tbtMs: 0,
  cls: 0,
};

function weighing(jsGzipBytes: number): PageWeight {
  return {
    htmlBytes: 40_000,
    htmlGzipBytes: 8_000,
    jsBytes: jsGzipBytes * 3,
    jsGzipBytes,
    cssBytes: 0,
    cssGzipBytes: 0,
    totalBytes: jsGzipBytes * 3,
    totalGzipBytes: jsGzipBytes,
    requests: 5,
  };
}

function result(
  page: MeasuredPage,
  jsGzipBytes: number,
  scores: {mobile?: Partial<LighthouseFigures>; desktop?: Partial<LighthouseFigures>} = {},
): PageResult {
  return {
    page,
    lighthouse: {mobile: {...perfect, ...scores.mobile}, desktop: {...perfect, ...scores.desktop}},
    weight: weighing(jsGzipBytes),
  };
}

const reference: MeasuredPage = {name: 'Reference', path: referencePath, kind: 'reference'};
const docs: MeasuredPage = {name: 'Docs', path: docsBaselinePath, kind: 'docs', ownJavaScript: 'the docs layout'};
const home: MeasuredPage = {name: 'Home', path: '/', kind: 'home'};
const apiReference: MeasuredPage = {name: 'API', path: '/api-reference/', kind: 'api-reference'};
const tool: MeasuredPage = {name: 'Request checker', path: '/tools/request-checker/', kind: 'tool'};

const fastSearch: SearchFigures = {
  keystrokeMedianMs: 4,
  keystrokeP95Ms: 9,
  keystrokeSamples: 100,
  realIndexEntries: 200,
  syntheticQueryMedianMs: 2,
  syntheticQueryP95Ms: 5,
  titlesOnlyHitAt1: 0.4,
  titlesOnlyHitAt3: 0.45,
  titlesOnlyMrr: 0.4,
  hitAt1: 0.8,
  hitAt3: 0.93,
  mrr: 0.89,
  indexBrotliPerPage: 1500,
  sectionsBrotli: 200_000,
  firstResultsMobileMs: 60,
  fullTextMobileMs: 900,
  firstResultsDesktopMs: 20,
  fullTextDesktopMs: 250,
};

function consoles(longestTaskMs: {mobile: number; desktop: number}): Record<Preset, SandboxFigures> {
  const figures = (preset: Preset): SandboxFigures => ({
    openToChunksLoadedMs: 150,
    openToSendMs: 300,
    openToSandboxReadyMs: 400,
    openLongestTaskMs: 60,
    pasteToCheckedMs: 200,
    sendToAnswerMs: 80,
    pasteToAnswerMs: 280,
    longestTaskMs: longestTaskMs[preset],
    longTasks: 1,
  });
  return {mobile: figures('mobile'), desktop: figures('desktop')};
}
const responsiveConsoles = consoles({mobile: 250, desktop: 60});

const within = [result(reference, 100_000), result(docs, 150_000), result(home, 105_000)];

describe('overBudget', () => {
  it('finds nothing when every page and the search meet their budgets', () => {
    expect(
      overBudget(
        [...within, result(apiReference, 150_000 + budgets.apiReferenceExtraJsBytes)],
        fastSearch,
        responsiveConsoles,
      ),
    ).toEqual([]);
  });

  it('holds mobile performance at 98 on docs pages and on API reference pages', () => {
    const problems = overBudget(
      [
        result(reference, 100_000),
        result(docs, 150_000, {mobile: {performance: 97}}),
        result(home, 100_000, {mobile: {performance: 98}}),
        result(apiReference, 150_000, {mobile: {performance: 98}}),
      ],
      fastSearch,
      responsiveConsoles,
    );
    expect(problems).toEqual([`${docsBaselinePath}: mobile performance 97 is under 98`]);
    expect(
      overBudget(
        [...within, result(apiReference, 150_000, {mobile: {performance: 97}})],
        fastSearch,
        responsiveConsoles,
      ),
    ).toEqual(['/api-reference/: mobile performance 97 is under 98']);
  });

  it('holds desktop performance and every other category at 100 in both presets, naming each miss', () => {
    const problems = overBudget(
      [
        result(reference, 100_000, {desktop: {performance: 99}}),
        result(docs, 150_000, {mobile: {accessibility: 98}, desktop: {seo: 92}}),
        result(home, 100_000, {mobile: {bestPractices: 96}}),
      ],
      fastSearch,
      responsiveConsoles,
    );
    expect(problems).toEqual([
      `${referencePath}: desktop performance 99 is under 100`,
      `${docsBaselinePath}: mobile accessibility 98 is under 100`,
      `${docsBaselinePath}: desktop seo 92 is under 100`,
      '/: mobile bestPractices 96 is under 100',
    ]);
  });

  it('allows an API reference page 15 KiB of JavaScript (gzip) beyond the docs page, and no more', () => {
    const problems = overBudget(
      [...within, result(apiReference, 150_000 + 15 * 1024 + 1)],
      fastSearch,
      responsiveConsoles,
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^\/api-reference\/: ships 15\.0 KiB more JavaScript \(as sent\) than \/docs\/overview\//,
    );
  });

  it('holds a page without a feature of its own to 1.1 times the JavaScript of the reference page', () => {
    const problems = overBudget(
      [result(reference, 100_000), result(docs, 400_000), result(home, 110_001)],
      fastSearch,
      responsiveConsoles,
    );
    expect(problems).toEqual([`/: ships 1.10 times the JavaScript (as sent) of ${referencePath}, over 1.1`]);
  });

  it('holds a tool page to mobile performance 95 and to the JavaScript of the reference page', () => {
    expect(
      overBudget([...within, result(tool, 110_000, {mobile: {performance: 95}})], fastSearch, responsiveConsoles),
    ).toEqual([]);
    expect(
      overBudget([...within, result(tool, 110_001, {mobile: {performance: 94}})], fastSearch, responsiveConsoles),
    ).toEqual([
      '/tools/request-checker/: mobile performance 94 is under 95',
      `/tools/request-checker/: ships 1.10 times the JavaScript (as sent) of ${referencePath}, over 1.1`,
    ]);
  });

  it("fails the search when its first results take 100 ms from the box's first focus at mobile speed", () => {
    expect(overBudget(within, {...fastSearch, firstResultsMobileMs: 100}, responsiveConsoles)).toEqual([
      'search: first results 100 ms after the first focus at mobile speed, not under 100 ms',
    ]);
  });

  it('fails the search at 16 ms median from keystroke to results', () => {
    expect(overBudget(within, {...fastSearch, keystrokeMedianMs: 16}, responsiveConsoles)).toEqual([
      'search: keystroke to results 16 ms median is not under 16 ms',
    ]);
    expect(overBudget(within, {...fastSearch, keystrokeMedianMs: Number.NaN}, responsiveConsoles)).toHaveLength(1);
  });

  it('holds the longest task from a pasted 5 MiB body to its answer under 500 ms at mobile speed and 200 ms at desktop speed', () => {
    expect(overBudget(within, fastSearch, consoles({mobile: 499, desktop: 199}))).toEqual([]);
    expect(overBudget(within, fastSearch, consoles({mobile: 500, desktop: 200}))).toEqual([
      'sandbox: the longest task from a 5 MiB paste to its answer, 500 ms at mobile speed, is not under 500 ms',
      'sandbox: the longest task from a 5 MiB paste to its answer, 200 ms at desktop speed, is not under 200 ms',
    ]);
    expect(overBudget(within, fastSearch, consoles({mobile: Number.NaN, desktop: 60}))).toHaveLength(1);
  });

  it('refuses a run that did not measure the reference or the docs page', () => {
    expect(() => overBudget([result(docs, 1)], fastSearch, responsiveConsoles)).toThrow(referencePath);
    expect(() => overBudget([result(reference, 1)], fastSearch, responsiveConsoles)).toThrow(docsBaselinePath);
  });
});

describe('the budgets of issue 40: the reference pages pay only for what the reader uses', () => {
  it('holds /markdown-page/ to 195 KiB of JavaScript', () => {
    expect(overBudget([result(reference, 195 * 1024), result(docs, 210_000)], fastSearch, responsiveConsoles)).toEqual(
      [],
    );
    expect(
      overBudget([result(reference, 195 * 1024 + 1), result(docs, 210_000)], fastSearch, responsiveConsoles),
    ).toEqual([`${referencePath}: ships 195.0 KiB of JavaScript (as sent), over 195.0 KiB`]);
  });

  it("holds a reference page's HTML to 60 KiB plus 1 KiB per operation", () => {
    const withOperations = {...apiReference, operations: 17};
    const sending = (htmlGzipBytes: number): PageResult => ({
      ...result(withOperations, 150_000),
      weight: {...weighing(150_000), htmlGzipBytes},
    });
    expect(overBudget([...within, sending(77 * 1024)], fastSearch, responsiveConsoles)).toEqual([]);
    expect(overBudget([...within, sending(77 * 1024 + 1)], fastSearch, responsiveConsoles)).toEqual([
      '/api-reference/: sends 77.0 KiB of HTML for 17 operations, over 77.0 KiB',
    ]);
  });

  it("holds the site's cold build to 45 s", () => {
    expect(overBudget(within, fastSearch, responsiveConsoles, {cold: {wallS: 45}})).toEqual([]);
    expect(overBudget(within, fastSearch, responsiveConsoles, {cold: {wallS: 45.1}})).toEqual([
      'build: cold 45.1 s, over 45 s',
    ]);
  });

  const scalePage = (
    operations: number,
    wallS: number,
    totalGzipBytes: number,
    mobile: Partial<LighthouseFigures> = {},
  ): ScaleResult => ({
    name: `${operations} operations`,
    path: `/bench-${operations}/`,
    operations,
    build: {wallS, cpuS: wallS, peakMemoryMiB: 1500},
    weight: {...weighing(150_000), htmlGzipBytes: 100_000, totalGzipBytes},
    lighthouse: {mobile: {...perfect, ...mobile}, desktop: perfect},
  });

  it('holds the 91-operation page to mobile 95 and 200 ms of blocking time, and the 500-operation one to 3 times its cost', () => {
    expect(scaleProblems(scalePage(91, 40, 400_000), scalePage(500, 120, 1_200_000))).toEqual([]);
    expect(
      scaleProblems(scalePage(91, 40, 400_000, {performance: 94, tbtMs: 201}), scalePage(500, 121, 1_200_001)),
    ).toEqual([
      '/bench-91/: mobile performance 94 is under 95',
      '/bench-91/: mobile total blocking time 201 ms, over 200 ms',
      "/bench-500/: build time 3.02 times the 91-operation page's, over 3",
      "/bench-500/: first-load bytes 3.00 times the 91-operation page's, over 3",
    ]);
  });

  it('needs Lighthouse figures of the 91-operation page only', () => {
    const unscored = (result: ScaleResult): ScaleResult => ({...result, lighthouse: undefined});
    const synthetic = unscored(scalePage(500, 120, 1_200_000));
    const fixture = unscored(scalePage(91, 40, 400_000));
    expect(scaleProblems(scalePage(91, 40, 400_000), synthetic)).toEqual([]);
    expect(scaleProblems(fixture, synthetic)).toEqual(['/bench-91/: not measured with Lighthouse']);
  });
});

describe('overBudgetOfPages, for a run of some pages only', () => {
  it('checks every score, and names the JavaScript comparisons it cannot make without their page', () => {
    const {problems, unchecked} = overBudgetOfPages([
      result(apiReference, 900_000, {mobile: {performance: 94}}),
      result(home, 900_000),
      result(tool, 900_000, {desktop: {seo: 92}}),
    ]);
    expect(problems).toEqual([
      '/api-reference/: mobile performance 94 is under 98',
      '/tools/request-checker/: desktop seo 92 is under 100',
    ]);
    expect(unchecked).toEqual([
      `/api-reference/: its JavaScript beside ${docsBaselinePath}`,
      `/: its JavaScript beside ${referencePath}`,
      `/tools/request-checker/: its JavaScript beside ${referencePath}`,
    ]);
  });

  it('checks the JavaScript against the pages compared with when the run measured them', () => {
    const {problems, unchecked} = overBudgetOfPages([
      result(reference, 100_000),
      result(home, 110_001),
      result(docs, 150_000),
      result(apiReference, 150_000 + 15 * 1024 + 1),
    ]);
    expect(unchecked).toEqual([]);
    expect(problems).toEqual([
      `/: ships 1.10 times the JavaScript (as sent) of ${referencePath}, over 1.1`,
      expect.stringMatching(/^\/api-reference\/: ships 15\.0 KiB more JavaScript \(as sent\)/),
    ]);
  });
});

describe('statistics', () => {
  it('takes the median of odd and even counts', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('takes the median of each figure separately', () => {
    expect(
      medianEach([
        {score: 90, ms: 300},
        {score: 100, ms: 100},
        {score: 95, ms: 900},
      ]),
    ).toEqual({score: 95, ms: 300});
  });

  it('takes the nearest-rank percentile', () => {
    const values = Array.from({length: 20}, (_, index) => index + 1);
    expect(percentile(values, 0.95)).toBe(19);
    expect(percentile(values, 0.5)).toBe(10);
    expect(percentile([7], 0.95)).toBe(7);
  });
});
