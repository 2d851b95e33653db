import {expect, inject, it} from 'vitest';
import {useBrowser} from './browser';
import {sitemapRoutes} from './builtSite';
import {auditPage} from './pageAudit';

/** The crawl is split into this many test files, so that every core of the machine crawls. */
export const crawlShards = 2;

/**
 * One share of every page of the sitemap plus the not-found page (every `crawlShards`th page, starting at
 * `shard`), each audited in light mode and then in dark mode.
 */
export function crawlPages(shard: number): void {
  const origin = inject('siteOrigin');
  const everyPath = [...sitemapRoutes().map((route) => encodeURI(route)), '/this-page-does-not-exist/'];
  const paths = everyPath.filter((_, index) => index % crawlShards === shard);
  const browser = useBrowser();

  it('lists a page for every docs category in the sitemap', () => {
    expect(everyPath).toContain('/docs/overview/');
    expect(everyPath.length).toBeGreaterThan(30);
  });

  it.each(paths)(
    '%s has no console error, off-site request, axe violation (light and dark), head or outline fault, and reads without JavaScript',
    async (path) => {
      const audit = await auditPage(browser(), origin, path);
      expect(audit.consoleErrors).toEqual([]);
      expect(audit.offOriginRequests).toEqual([]);
      expect(audit.axeViolations).toEqual([]);
      expect(audit.documentProblems).toEqual([]);
      expect(audit.missingWithoutJavaScript).toEqual([]);
    },
  );
}
