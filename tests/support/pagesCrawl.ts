import {afterAll, beforeAll, expect, inject, it} from 'vitest';
import {openContext, openTab, useBrowser} from './browser';
import {sitemapRoutes} from './builtSite';
import {auditPage, type CrawlTabs} from './pageAudit';

/** The crawl is split into this many test files, so that every core of the machine crawls. */
export const crawlShards = 2;

/**
 * An API reference page holds some 40,000 elements, and axe takes half a minute over it on a busy
 * two-core machine; the suite's one-minute default is too close for it.
 */
const pageTimeoutMs = 180_000;

/**
 * One share of every page of the sitemap plus the not-found page (every `crawlShards`th page, starting at
 * `shard`), each audited in light mode and then in dark mode.
 */
export function crawlPages(shard: number): void {
  const origin = inject('siteOrigin');
  const everyPath = [...sitemapRoutes().map((route) => encodeURI(route)), '/this-page-does-not-exist/'];
  const paths = everyPath.filter((_, index) => index % crawlShards === shard);
  const browser = useBrowser();
  let tabs: CrawlTabs | undefined;
  beforeAll(async () => {
    const scriptless = await openContext(browser(), {javaScriptEnabled: false});
    // With reduced motion the theme switches colours at once rather than easing them in for 200 ms, which
    // the dark-mode audit would wait out on every page; the colours it then measures are the same.
    const scripted = await openContext(browser(), {colourMode: 'light', reducedMotion: 'reduce'});
    // The tab asks to save data, as a reader on a metered connection does, so Docusaurus prefetches nothing
    // for the links in view (the long guide added 424 prefetch links within 1.5 s of loading, for pages the
    // crawl opens anyway). Every page's own code loads when the crawl opens it; prefetch.test.ts checks
    // prefetching.
    await scripted.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', {value: {effectiveType: '4g', saveData: true}});
    });
    tabs = {scripted: await openTab(scripted), scriptless: await scriptless.newPage()};
  });
  afterAll(async () => {
    await tabs?.scripted.page.context().close();
    await tabs?.scriptless.context().close();
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
