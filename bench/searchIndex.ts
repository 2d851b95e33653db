/**
 * The full-text search's figures: relevance on the query set before (titles only, as the box searched
 * until issue 41) and after, the bytes of what the box downloads, and the time from the box's first focus
 * to its first results and to the full-text results, at mobile and desktop CPU speed.
 */
import {readFileSync, statSync} from 'node:fs';
import {join} from 'node:path';
import type {Browser} from 'playwright-core';
import {
  createSiteSearch,
  createTitleSearch,
  sectionsFile,
  type SearchEntry,
  type SearchSections,
} from '../shared/search';
import {builtSearchIndexPath} from '../plugins/search-index';
import {relevanceOf, type RelevanceFigures} from '../harness/searchRelevance';
import {waitForHydration} from '../harness/chromium';
import {buildDir, repoRoot} from '../harness/paths';
import {median, presets, type Preset} from './budgets';
import {cpuSlowdown} from './sandbox';

const round3 = (value: number) => Math.round(value * 1000) / 1000;

export interface IndexBytes {
  /** The title index and the sections, as the host sends them (Brotli) and decoded. */
  readonly titlesBrotli: number;
  readonly sectionsBrotli: number;
  readonly sectionsDecoded: number;
  readonly sections: number;
  /** Pages with at least one section: docs, blog posts, tools pages and the three references. */
  readonly pages: number;
  readonly brotliPerPage: number;
}

export function indexBytes(): IndexBytes {
  const size = (file: string) => statSync(join(buildDir, file)).size;
  const {sections} = JSON.parse(readFileSync(join(buildDir, sectionsFile), 'utf8')) as SearchSections;
  const pages = new Set(sections.map(({url}) => url.split('#')[0])).size;
  const titlesBrotli = size('search-index.json.br');
  const sectionsBrotli = size(`${sectionsFile}.br`);
  return {
    titlesBrotli,
    sectionsBrotli,
    sectionsDecoded: size(sectionsFile),
    sections: sections.length,
    pages,
    brotliPerPage: Math.round((titlesBrotli + sectionsBrotli) / pages),
  };
}

export function relevanceBeforeAndAfter(): {
  readonly titlesOnly: RelevanceFigures;
  readonly fullText: RelevanceFigures;
} {
  const entries = JSON.parse(readFileSync(join(repoRoot, builtSearchIndexPath), 'utf8')) as SearchEntry[];
  const {sections} = JSON.parse(readFileSync(join(buildDir, sectionsFile), 'utf8')) as SearchSections;
  const titles = createTitleSearch(entries);
  const site = createSiteSearch(entries, sections);
  return {
    titlesOnly: relevanceOf((query) => titles(query, 8).map(({entry}) => entry.url)),
    fullText: relevanceOf((query) => site(query).map(({url}) => url)),
  };
}

/** A title the box finds at once, and a task phrase only the full text answers, with its section. */
const titleQuery = 'webhooks';
const textQuery = {query: 'rotate webhook secret', url: '/docs/developers/Admin/#rotating-secrets'};

interface FirstResults {
  readonly firstResultsMs: number;
  readonly fullTextMs: number;
}

declare global {
  interface Window {
    /** When the box was first focused, and the frames that first drew a result and the full text's answer. */
    benchFirstResults?: {focusAt?: number; firstAt?: number; fullTextAt?: number};
  }
}

/**
 * Times the page itself records, so the driver's own steps (Playwright's checks before it types) are not
 * counted: the focus event, and the first frame after a result, then the full text's answer, reached the DOM.
 */
function recordFirstResults(fullTextUrl: string): void {
  const box = document.querySelector('main [role=combobox]');
  const listbox = document.getElementById(box?.getAttribute('aria-controls') ?? '');
  if (box === null || listbox === null) throw new Error('The search page has no search box');
  const moments: NonNullable<Window['benchFirstResults']> = {};
  window.benchFirstResults = moments;
  box.addEventListener('focus', () => (moments.focusAt = window.performance.now()), {once: true});
  const atNextFrame = (record: (at: number) => void) =>
    requestAnimationFrame(() => {
      record(window.performance.now());
    });
  new MutationObserver((_, observer) => {
    if (moments.firstAt === undefined && listbox.querySelector('[role=option]') !== null) {
      moments.firstAt = -1;
      atNextFrame((at) => (moments.firstAt = at));
    }
    if (listbox.querySelector(`[role=option][href="${fullTextUrl}"]`) !== null) {
      observer.disconnect();
      atNextFrame((at) => (moments.fullTextAt = at));
    }
  }).observe(listbox, {subtree: true, childList: true, attributes: true});
}

/** From the box's first focus (a new, settled page, nothing of the search loaded) to its first results, and to the full text's. */
async function firstResultsOnce(browser: Browser, origin: string, preset: Preset): Promise<FirstResults> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/SearchBox/`);
    await waitForHydration(page);
    // A settled page, as a reader finds it: the prefetches of the links in view, which run in idle time
    // (src/clientModules/idlePrefetch.ts), are done, so they are not timed as the search's.
    await page.waitForLoadState('networkidle');
    const devTools = await context.newCDPSession(page);
    await devTools.send('Emulation.setCPUThrottlingRate', {rate: cpuSlowdown[preset]});
    await page.evaluate(recordFirstResults, textQuery.url);
    const box = page.locator('main [role=combobox]');
    await box.fill(titleQuery);
    await page.waitForFunction(() => (window.benchFirstResults?.firstAt ?? -1) > 0);
    await box.fill(textQuery.query);
    await page.waitForFunction(() => window.benchFirstResults?.fullTextAt !== undefined, null, {timeout: 60_000});
    const {focusAt = NaN, firstAt = NaN, fullTextAt = NaN} = await page.evaluate(() => window.benchFirstResults ?? {});
    return {firstResultsMs: firstAt - focusAt, fullTextMs: fullTextAt - focusAt};
  } finally {
    await context.close();
  }
}

export async function firstResultTimes(browser: Browser, origin: string): Promise<Record<Preset, FirstResults>> {
  const entries = [];
  for (const preset of presets) {
    const runs: FirstResults[] = [];
    for (let run = 0; run < 3; run += 1) runs.push(await firstResultsOnce(browser, origin, preset));
    entries.push([
      preset,
      {
        firstResultsMs: round3(median(runs.map(({firstResultsMs}) => firstResultsMs))),
        fullTextMs: round3(median(runs.map(({fullTextMs}) => fullTextMs))),
      },
    ] as const);
  }
  return Object.fromEntries(entries) as Record<Preset, FirstResults>;
}
