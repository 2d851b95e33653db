import {expect, inject, it} from 'vitest';
import {useBrowser, type ColourMode} from './browser';
import {sitemapRoutes} from './builtSite';
import {auditPage} from './pageAudit';

/** Every page of the sitemap plus the not-found page, audited in one colour mode. */
export function crawlEveryPage(colourMode: ColourMode): void {
  const origin = inject('siteOrigin');
  const paths = [...sitemapRoutes().map((route) => encodeURI(route)), '/this-page-does-not-exist/'];
  const browser = useBrowser();

  it('lists a page for every docs category in the sitemap', () => {
    expect(paths).toContain('/docs/overview/');
    expect(paths.length).toBeGreaterThan(30);
  });

  const checks =
    colourMode === 'light'
      ? 'no console error, off-site request, axe violation, head or outline fault, and reads without JavaScript'
      : 'no console error, off-site request or colour-contrast violation';
  it.each(paths)(`%s has ${checks} (${colourMode})`, async (path) => {
    const audit = await auditPage(browser(), origin, path, colourMode);
    expect(audit.consoleErrors).toEqual([]);
    expect(audit.offOriginRequests).toEqual([]);
    expect(audit.axeViolations).toEqual([]);
    expect(audit.documentProblems).toEqual([]);
    expect(audit.missingWithoutJavaScript).toEqual([]);
  });
}
