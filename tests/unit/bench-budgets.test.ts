import {describe, expect, it} from 'vitest';
import {
  budgets,
  docsBaselinePath,
  median,
  medianEach,
  overBudget,
  percentile,
  referencePath,
  type LighthouseFigures,
  type MeasuredPage,
  type PageResult,
  type PageWeight,
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
};

const within = [result(reference, 100_000), result(docs, 150_000), result(home, 105_000)];

describe('overBudget', () => {
  it('finds nothing when every page and the search meet their budgets', () => {
    expect(
      overBudget([...within, result(apiReference, 150_000 + budgets.apiReferenceExtraJsBytes)], fastSearch),
    ).toEqual([]);
  });

  it('holds mobile performance at 98 on docs pages and at 95 on API reference pages', () => {
    const problems = overBudget(
      [
        result(reference, 100_000),
        result(docs, 150_000, {mobile: {performance: 97}}),
        result(home, 100_000, {mobile: {performance: 98}}),
        result(apiReference, 150_000, {mobile: {performance: 95}}),
      ],
      fastSearch,
    );
    expect(problems).toEqual([`${docsBaselinePath}: mobile performance 97 is under 98`]);
    expect(overBudget([...within, result(apiReference, 150_000, {mobile: {performance: 94}})], fastSearch)).toEqual([
      '/api-reference/: mobile performance 94 is under 95',
    ]);
  });

  it('holds desktop performance and every other category at 100 in both presets, naming each miss', () => {
    const problems = overBudget(
      [
        result(reference, 100_000, {desktop: {performance: 99}}),
        result(docs, 150_000, {mobile: {accessibility: 98}, desktop: {seo: 92}}),
        result(home, 100_000, {mobile: {bestPractices: 96}}),
      ],
      fastSearch,
    );
    expect(problems).toEqual([
      `${referencePath}: desktop performance 99 is under 100`,
      `${docsBaselinePath}: mobile accessibility 98 is under 100`,
      `${docsBaselinePath}: desktop seo 92 is under 100`,
      '/: mobile bestPractices 96 is under 100',
    ]);
  });

  it('allows an API reference page 30 KiB of JavaScript (gzip) beyond the docs page, and no more', () => {
    const problems = overBudget([...within, result(apiReference, 150_000 + 30 * 1024 + 1)], fastSearch);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^\/api-reference\/: ships 30\.0 KiB more JavaScript \(gzip\) than \/docs\/overview\//);
  });

  it('holds a page without a feature of its own to 1.1 times the JavaScript of the reference page', () => {
    const problems = overBudget([result(reference, 100_000), result(docs, 400_000), result(home, 110_001)], fastSearch);
    expect(problems).toEqual([`/: ships 1.10 times the JavaScript (gzip) of ${referencePath}, over 1.1`]);
  });

  it('holds a tool page to mobile performance 95 and to the JavaScript of the reference page', () => {
    expect(overBudget([...within, result(tool, 110_000, {mobile: {performance: 95}})], fastSearch)).toEqual([]);
    expect(overBudget([...within, result(tool, 110_001, {mobile: {performance: 94}})], fastSearch)).toEqual([
      '/tools/request-checker/: mobile performance 94 is under 95',
      `/tools/request-checker/: ships 1.10 times the JavaScript (gzip) of ${referencePath}, over 1.1`,
    ]);
  });

  it('fails the search at 16 ms median from keystroke to results', () => {
    expect(overBudget(within, {...fastSearch, keystrokeMedianMs: 16})).toEqual([
      'search: keystroke to results 16 ms median is not under 16 ms',
    ]);
    expect(overBudget(within, {...fastSearch, keystrokeMedianMs: Number.NaN})).toHaveLength(1);
  });

  it('refuses a run that did not measure the reference or the docs page', () => {
    expect(() => overBudget([result(docs, 1)], fastSearch)).toThrow(referencePath);
    expect(() => overBudget([result(reference, 1)], fastSearch)).toThrow(docsBaselinePath);
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
