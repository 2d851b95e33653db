import {statSync} from 'node:fs';
import {join} from 'node:path';
import {afterAll, beforeAll, expect, inject, it} from 'vitest';
import {useBrowser} from './browser';
import {builtFileFor, sitemapRoutes} from './builtSite';
import {auditPage, closeCrawlTabs, openCrawlTabs, type CrawlTabs} from './pageAudit';
import {buildDir} from '../../harness/paths';

/** The crawl is split into this many test files, so that every core of the machine crawls. */
export const crawlShards = 2;

/**
 * An API reference page holds some 40,000 elements, and axe takes half a minute over it on a busy
 * two-core machine; the suite's one-minute default is too close for it.
 */
const pageTimeoutMs = 180_000;

/**
 * What auditing a page costs, in bytes of served HTML: its own markup plus about 20 KB for loading any
 * page at all. Over the 160 pages the audit's time followed the size of the HTML (correlation 0.99: about
 * 0.6 s plus 28 ms per KB), and the three API references alone took a quarter of the crawl.
 */
function auditCost(path: string): number {
  const file = builtFileFor(path) ?? join(buildDir, '404.html');
  return 20_000 + statSync(file).size;
}

/**
 * One file's share of the pages, costliest first. Each page, costliest first, goes to the share that
 * costs least so far, so the files take about as long as each other: taking every other page gave one
 * file two of the three references, and it ended 36 to 82 s after the other while a core stood idle.
 * Ending on the cheapest pages keeps that last difference small.
 */
function shareOf(paths: readonly string[], shard: number): string[] {
  const shares = Array.from({length: crawlShards}, () => ({cost: 0, paths: [] as string[]}));
  const byCost = paths.map((path) => ({path, cost: auditCost(path)})).sort((a, b) => b.cost - a.cost);
  for (const {path, cost} of byCost) {
    const cheapest = shares.reduce((least, share) => (share.cost < least.cost ? share : least));
    cheapest.cost += cost;
    cheapest.paths.push(path);
  }
  return shares[shard]?.paths ?? [];
}

/**
 * One share of every page of the sitemap plus the not-found page (`shard` counts from 0), each audited
 * in light mode and then in dark mode.
 */
export function crawlPages(shard: number): void {
  const origin = inject('siteOrigin');
  const everyPath = [...sitemapRoutes().map((route) => encodeURI(route)), '/this-page-does-not-exist/'];
  const paths = shareOf(everyPath, shard);
  const browser = useBrowser();
  let tabs: CrawlTabs | undefined;
  beforeAll(async () => {
    tabs = await openCrawlTabs(browser());
  });
  afterAll(async () => {
    if (tabs !== undefined) await closeCrawlTabs(tabs);
  });

  it('lists a page for every docs category in the sitemap', () => {
    expect(everyPath).toContain('/docs/overview/');
    expect(everyPath.length).toBeGreaterThan(30);
  });

  it.each(paths)(
    '%s has no console error, off-site request, axe violation (light and dark), head or outline fault, and reads without JavaScript',
    async (path) => {
      if (tabs === undefined) throw new Error('The crawl tabs open before the tests');
      const audit = await auditPage(tabs, origin, path);
      expect(audit.consoleErrors).toEqual([]);
      expect(audit.offOriginRequests).toEqual([]);
      expect(audit.axeViolations).toEqual([]);
      expect(audit.documentProblems).toEqual([]);
      expect(audit.missingWithoutJavaScript).toEqual([]);
    },
    pageTimeoutMs,
  );
}
