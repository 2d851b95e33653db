/**
 * Query latency of the search box's matcher (fuse.js with the site's options), over the index the last
 * build published and over a synthetic index of 10,000 entries. A benchmark, not a test: it reports and
 * never fails on a number. Run `npm run build` first, then `npm run bench`.
 */
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {cpus} from 'node:os';
import {join} from 'node:path';
import {performance} from 'node:perf_hooks';
import {fileURLToPath} from 'node:url';
import {builtSearchIndexPath, type SearchEntry} from '../plugins/search-index';
import {createSearch} from '../src/components/SearchBox/search';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const resultsDir = join(repoRoot, 'bench', 'results');

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

interface Report {
  readonly index: string;
  readonly entries: number;
  readonly buildMs: number;
  readonly queries: number;
  readonly p50Ms: number;
  readonly p95Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
}

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

function bench(name: string, entries: readonly SearchEntry[]): Report {
  const buildStart = performance.now();
  const search = createSearch(entries);
  const buildMs = performance.now() - buildStart;
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
  timings.sort((a, b) => a - b);
  const round3 = (value: number) => Math.round(value * 1000) / 1000;
  return {
    index: name,
    entries: entries.length,
    buildMs: round3(buildMs),
    queries: timings.length,
    p50Ms: round3(percentile(timings, 0.5)),
    p95Ms: round3(percentile(timings, 0.95)),
    p99Ms: round3(percentile(timings, 0.99)),
    maxMs: round3(timings.at(-1) ?? Number.NaN),
  };
}

const builtIndex = join(repoRoot, builtSearchIndexPath);
if (!existsSync(builtIndex)) {
  console.error(`${builtSearchIndexPath} is missing: run \`npm run build\` first.`);
  process.exit(1);
}
const realEntries = JSON.parse(readFileSync(builtIndex, 'utf8')) as SearchEntry[];
const reports = [bench('built site', realEntries), bench('synthetic', syntheticIndex(10_000))];

console.log(
  `Search query latency: ${queries.length} queries (every prefix of ${typedQueries.length} typed queries) x ${rounds} rounds`,
);
console.table(reports);

const run = {date: new Date().toISOString(), node: process.version, cpu: cpus()[0]?.model ?? 'unknown', reports};
mkdirSync(resultsDir, {recursive: true});
const file = join(resultsDir, `search-latency-${run.date.replace(/[:.]/g, '-')}.json`);
writeFileSync(file, `${JSON.stringify(run, null, 2)}\n`);
console.log(`Written to ${file}`);
