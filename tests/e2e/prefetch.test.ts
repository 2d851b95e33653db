import {describe, expect, inject, it} from 'vitest';
import {openPage, useBrowser} from '../support/browser';

const origin = inject('siteOrigin');
const browser = useBrowser();

/** A page no link on /markdown-page/ leads to, so nothing has prefetched its code yet. */
const unvisitedPage = '/docs/developers/Release-notes/Stage/11-15-2023/';

describe('link prefetching (src/clientModules/idlePrefetch)', () => {
  it('still prefetches the code of the pages that links in view lead to', async () => {
    const {page, errors} = await openPage(browser(), `${origin}/docs/overview/`);
    await expect.poll(() => page.locator('link[rel="prefetch"]').count()).toBeGreaterThan(0);
    const prefetched = await page.$$eval('link[rel="prefetch"]', (links) =>
      links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
    );
    expect(prefetched.every((path) => path.startsWith('/assets/'))).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('defers a prefetch to idle time instead of running it in the caller task', async () => {
    const {page} = await openPage(browser(), `${origin}/markdown-page/`);
    await page.waitForLoadState('networkidle');
    const countedInSameTask = await page.evaluate((path) => {
      const before = document.querySelectorAll('link[rel="prefetch"]').length;
      const returned = window.docusaurus.prefetch(`${path}#what-changed`);
      void window.docusaurus.prefetch(path);
      return {before, after: document.querySelectorAll('link[rel="prefetch"]').length, returned};
    }, unvisitedPage);
    expect(countedInSameTask.returned).toBe(false);
    expect(countedInSameTask.after).toBe(countedInSameTask.before);
    await expect.poll(() => page.locator('link[rel="prefetch"]').count()).toBeGreaterThan(countedInSameTask.before);
    await page.context().close();
  });
});
