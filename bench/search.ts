/**
 * Search latency: from a keystroke to results rendered, in Chromium over the index the build published;
 * the title matcher alone (fuse.js with the site's options) over a synthetic index of 10,000 entries; and
 * the full text's relevance, bytes and first results (searchIndex.ts). Alone: `npx jiti bench/search.ts <origin>`.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {performance} from 'node:perf_hooks';
import type {Browser} from 'playwright-core';
import {builtSearchIndexPath, type SearchEntry} from '../plugins/search-index';
import {createSearch} from '../shared/search/search';
import {launchBrowser, waitForHydration} from '../harness/chromium';
import {repoRoot} from '../harness/paths';
import {median, percentile, type SearchFigures} from './budgets';
import {firstResultTimes, indexBytes, relevanceBeforeAndAfter} from './searchIndex';

/** What a reader types, keystroke by keystroke: every prefix of each query is searched, as the box does. */
const typedQueries = [
  'refnds',
  'glosary',
  'webhoks',
  'payment method',
  'capture a payment',
  'sesion',
  'merchantTransactionId',
  'release notes',
  'partial authorisation',
  'qwertyuiop',
];
const queries = typedQueries.flatMap((query) =>
  Array.from({length: query.length}, (_, end) => query.slice(0, end + 1)),
);
const rounds = 5;

/** A small deterministic generator (mulberry32), so every run benches the same synthetic index. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const words = [
  'payment',
  'payments',
  'refund',
  'refunds',
  'session',
  'sessions',
  'wallet',
  'card',
  'bank',
  'account',
  'capture',
  'cancel',
  'authorization',
  'partial',
  'webhooks',
  'reports',
  'merchant',
  'customer',
  'agent',
  'widget',
  'hosted',
  'embedded',
  'theming',
  'languages',
  'error',
  'codes',
  'release',
  'notes',
  'changelog',
  'glossary',
  'onboarding',
  'testing',
  'migration',
  'manufacturer',
  'method',
  'methods',
  'setup',
  'token',
  'checkout',
  'overview',
  'API',
];

function syntheticIndex(size: number): SearchEntry[] {
  const next = random(20231117);
  const pick = () => words[Math.floor(next() * words.length)] ?? 'payment';
  return Array.from({length: size}, (_, index) => {
    const title = Array.from({length: 2 + Math.floor(next() * 5)}, pick).join(' ');
    return {title: title.charAt(0).toUpperCase() + title.slice(1), url: `/docs/section-${index % 50}/page-${index}/`};
  });
}

function syntheticQueryTimes(entries: readonly SearchEntry[]): number[] {
  const search = createSearch(entries);
  // One untimed round lets the JIT settle, as it has by the time a reader types their second query.
  for (const query of queries) search(query);
  const timings: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const query of queries) {
      const start = performance.now();
      search(query);
      timings.push(performance.now() - start);
    }
  }
  return timings;
}

declare global {
  interface Window {
    /** Keystroke-to-render times the page records for the benchmark. */
    benchKeystrokes?: number[];
  }
}

/**
 * Types each query into the search page's box, a key at a time, and records in the page the time from
 * each keydown to the first change of the results list it causes. A keystroke that changes nothing
 * renders nothing and records nothing.
 */
async function keystrokeTimes(browser: Browser, origin: string): Promise<number[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin}/SearchBox/`);
  await waitForHydration(page);
  const box = page.locator('main [role=combobox]');
  // The first focus loads the index; warm it up, the full text included, before timing.
  await box.fill('rotate webhook secret');
  await page.locator('main [role=option][href="/docs/developers/Admin/#rotating-secrets"]').waitFor({timeout: 60_000});
  // Inside the page, `window.performance`: the bare name is this module's import from node:perf_hooks.
  await page.evaluate(() => {
    const input = document.querySelector<HTMLInputElement>('main [role=combobox]');
    const listbox = document.getElementById(input?.getAttribute('aria-controls') ?? '');
    if (input === null || listbox === null) throw new Error('The search page has no search box');
    const samples: number[] = [];
    window.benchKeystrokes = samples;
    let pressedAt: number | undefined;
    input.addEventListener('keydown', () => {
      pressedAt = window.performance.now();
    });
    new MutationObserver(() => {
      if (pressedAt === undefined) return;
      samples.push(window.performance.now() - pressedAt);
      pressedAt = undefined;
    }).observe(listbox, {subtree: true, childList: true, characterData: true, attributes: true});
  });
  for (let round = 0; round < rounds; round += 1) {
    for (const query of typedQueries) {
      await box.fill('');
      for (const key of query) {
        await page.keyboard.press(key === ' ' ? 'Space' : key);
      }
    }
  }
  const samples = await page.evaluate(() => window.benchKeystrokes ?? []);
  await context.close();
  return samples;
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;

export async function measureSearch(browser: Browser, origin: string): Promise<SearchFigures> {
  const realEntries = JSON.parse(readFileSync(join(repoRoot, builtSearchIndexPath), 'utf8')) as SearchEntry[];
  const keystrokes = await keystrokeTimes(browser, origin);
  const synthetic = syntheticQueryTimes(syntheticIndex(10_000));
  const {titlesOnly, fullText} = relevanceBeforeAndAfter();
  const bytes = indexBytes();
  const first = await firstResultTimes(browser, origin);
  return {
    titlesOnlyHitAt1: round3(titlesOnly.hitAt1),
    titlesOnlyHitAt3: round3(titlesOnly.hitAt3),
    titlesOnlyMrr: round3(titlesOnly.mrr),
    hitAt1: round3(fullText.hitAt1),
    hitAt3: round3(fullText.hitAt3),
    mrr: round3(fullText.mrr),
    indexBrotliPerPage: bytes.brotliPerPage,
    sectionsBrotli: bytes.sectionsBrotli,
    firstResultsMobileMs: first.mobile.firstResultsMs,
    fullTextMobileMs: first.mobile.fullTextMs,
    firstResultsDesktopMs: first.desktop.firstResultsMs,
    fullTextDesktopMs: first.desktop.fullTextMs,
    keystrokeMedianMs: round3(median(keystrokes)),
    keystrokeP95Ms: round3(percentile(keystrokes, 0.95)),
    keystrokeSamples: keystrokes.length,
    realIndexEntries: realEntries.length,
    syntheticQueryMedianMs: round3(median(synthetic)),
    syntheticQueryP95Ms: round3(percentile(synthetic, 0.95)),
  };
}

if (process.argv[1]?.endsWith('bench/search.ts') === true) {
  const origin = process.argv[2];
  if (origin === undefined)
    throw new Error('Give the origin of a served build: jiti bench/search.ts http://127.0.0.1:3000');
  void (async () => {
    const browser = await launchBrowser();
    try {
      console.table(await measureSearch(browser, origin));
      console.table([indexBytes()]);
    } finally {
      await browser.close();
    }
  })();
}
