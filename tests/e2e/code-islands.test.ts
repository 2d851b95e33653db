import {describe, expect, inject, it} from 'vitest';
import {mobileViewport, openPage, useBrowser} from '../support/browser';

const origin = inject('siteOrigin');
const browser = useBrowser();

/** The long guide: forty code blocks, most of them in curl/TypeScript tabs. */
const longGuide = '/docs/developers/convenient-checkout-api/Payments/payment-api/';

describe('code blocks hydrate late (src/theme/CodeBlock)', () => {
  it('stay plain text in the theme frame until the reader acts, then go live only near the viewport and in shown panels', async () => {
    const {page, errors} = await openPage(browser(), origin + longGuide, {viewport: mobileViewport});
    const islandsNow = () =>
      page.$$eval('[data-static-island]', (nodes) =>
        nodes.map((island) => ({
          // React marks each element it renders with a property; HTML it was handed as a string has none.
          live: Object.keys(island.firstElementChild ?? {}).some((key) => key.startsWith('__reactFiber')),
          empty: island.childNodes.length === 0,
          hidden: island.closest('[role="tabpanel"][hidden]') !== null,
          top: island.getBoundingClientRect().top,
          highlightedTokens: island.querySelectorAll('.token:not(.plain)').length,
        })),
      );
    const loaded = await islandsNow();
    expect(loaded.length).toBeGreaterThan(20);
    // The theme's Tabs remount their panels after hydration: the islands rendered anew keep the server's nodes.
    expect(loaded.filter(({empty}) => empty)).toEqual([]);
    expect(loaded.filter(({top}) => top < mobileViewport.height).length).toBeGreaterThan(0);
    expect(loaded.filter(({live, highlightedTokens}) => live || highlightedTokens > 0)).toEqual([]);

    await page.mouse.wheel(0, 1);
    await expect.poll(async () => (await islandsNow()).some(({live}) => live)).toBe(true);
    const acted = await islandsNow();
    expect(acted.filter(({live, highlightedTokens}) => !live && highlightedTokens > 0)).toEqual([]);
    expect(acted.filter(({live, hidden}) => live && hidden)).toEqual([]);
    const farBelow = mobileViewport.height + 1600;
    expect(acted.filter(({live, top}) => live && top > farBelow)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('go live, highlighted and with their copy button, when the reader scrolls to them and opens their tab', async () => {
    const {page} = await openPage(browser(), origin + longGuide, {viewport: mobileViewport});
    const tabs = page.getByRole('tab', {name: 'TypeScript'});
    const lastTab = tabs.last();
    await lastTab.scrollIntoViewIfNeeded();
    await lastTab.click();
    const panel = page.locator('[role="tabpanel"]:not([hidden])').last();
    await expect.poll(() => panel.getByRole('button', {name: /copy/i}).count()).toBeGreaterThan(0);
    expect(await panel.locator('.token.keyword').count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it('take the same room plain as highlighted, in both colour modes', async () => {
    for (const colourMode of ['light', 'dark'] as const) {
      const {page} = await openPage(browser(), origin + longGuide, {viewport: mobileViewport, colourMode});
      const block = page.locator('[data-static-island] .theme-code-block').last();
      const served = await block.evaluate((element) => {
        const {height, width} = element.getBoundingClientRect();
        return {height, width, background: getComputedStyle(element).backgroundColor};
      });
      await block.scrollIntoViewIfNeeded();
      await expect.poll(() => block.locator('.token:not(.plain)').count()).toBeGreaterThan(0);
      const live = await block.evaluate((element) => {
        const {height, width} = element.getBoundingClientRect();
        return {height, width, background: getComputedStyle(element).backgroundColor};
      });
      expect({colourMode, ...live}).toEqual({colourMode, ...served});
      await page.context().close();
    }
  });
});
