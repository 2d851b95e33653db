import {describe, expect, inject, it} from 'vitest';
import {readFileSync} from 'node:fs';
import {twinPath} from '../../shared/twinPath';
import {openPage, useBrowser, type ColourMode} from '../support/browser';
import {builtFileFor} from '../support/builtSite';
import {axeViolationsOn} from '../support/pageAudit';

const origin = inject('siteOrigin');
const browser = useBrowser();

/** A docs page and a reference page: the two places the control is placed. */
const routes = ['/docs/overview/', '/api-reference-hcp/'] as const;

async function openWithClipboard(route: string, colourMode: ColourMode = 'light') {
  const opened = await openPage(browser(), `${origin}${route}`, {colourMode});
  await opened.page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {origin});
  const twinRequests: string[] = [];
  opened.page.on('request', (request) => {
    if (request.url().endsWith('.md')) twinRequests.push(request.url());
  });
  return {...opened, twinRequests};
}

describe('"Copy page"', () => {
  for (const route of routes) {
    it(`copies the twin of ${route} from the keyboard, announcing "Copied", and fetches nothing before`, async () => {
      const {page, errors, offOriginRequests, twinRequests} = await openWithClipboard(route);
      const button = page.getByRole('button', {name: 'Copy page'});
      const loadedScripts = await page.evaluate(() => performance.getEntriesByType('resource').map(({name}) => name));
      expect(loadedScripts.filter((name) => name.endsWith('.md'))).toEqual([]);
      expect(twinRequests).toEqual([]);

      // On a docs page the Tab key reaches it; the reference page's long navigation comes first, so there
      // the test focuses it and checks it stays in the tab order.
      const focused = () => button.evaluate((element) => element === document.activeElement);
      if (route.startsWith('/docs/')) {
        for (let presses = 0; presses < 40 && !(await focused()); presses += 1) await page.keyboard.press('Tab');
      } else {
        await button.focus();
        expect(await button.getAttribute('tabindex')).toBeNull();
      }
      expect(await focused()).toBe(true);
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByRole('status').filter({hasText: 'Copied'}).count()).toBe(1);

      const twin = readFileSync(builtFileFor(twinPath(route)) ?? '', 'utf8');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin);
      expect(twinRequests).toEqual([`${origin}${twinPath(route)}`]);
      expect(offOriginRequests).toEqual([]);
      expect(errors).toEqual([]);
      const view = page.getByRole('link', {name: 'View as Markdown'});
      expect(await view.getAttribute('href')).toBe(twinPath(route));
      await page.context().close();
    });
  }

  for (const colourMode of ['light', 'dark'] as const) {
    it(`has no axe violations in ${colourMode} mode, before and after copying`, async () => {
      const {page} = await openWithClipboard(routes[0], colourMode);
      // The control alone: the crawl audits the whole page in both modes.
      const control = page.getByRole('button', {name: 'Copy page'}).locator('..');
      expect(await axeViolationsOn(page, {within: control})).toEqual([]);
      await page.getByRole('button', {name: 'Copy page'}).click();
      await page.getByRole('status').filter({hasText: 'Copied'}).waitFor();
      expect(await axeViolationsOn(page, {within: control})).toEqual([]);
      await page.context().close();
    });
  }
});
