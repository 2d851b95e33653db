import {describe, expect, inject, it} from 'vitest';
import {colourToggle, openPage, waitForHydration, useBrowser} from '../support/browser';

const origin = inject('siteOrigin');
const browser = useBrowser();

describe('site settings', () => {
  it('declares the single en-GB locale, left to right', async () => {
    const {page, errors} = await openPage(browser(), `${origin}/docs/overview/`);
    expect(await page.getAttribute('html', 'lang')).toBe('en-GB');
    expect(await page.getAttribute('html', 'dir')).toBe('ltr');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('serves every route with a trailing slash', async () => {
    const {page} = await openPage(browser(), `${origin}/`);
    const hrefs = await page.$$eval('a[href^="/"]', (links) => links.map((a) => a.getAttribute('href') ?? ''));
    const pageLinks = hrefs.filter((href) => !/\.\w+$/.test(href.split('#')[0] ?? ''));
    expect(pageLinks.length).toBeGreaterThan(5);
    for (const href of pageLinks) expect(href.split('#')[0]).toMatch(/\/$/);
    await page.context().close();
  });
});

describe('colour mode', () => {
  it('starts in light mode', async () => {
    const {page} = await openPage(browser(), `${origin}/`);
    expect(await page.getAttribute('html', 'data-theme')).toBe('light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
    await page.context().close();
  });

  it('cycles system, light and dark, keeps the choice under "theme" and across a reload', async () => {
    const {page} = await openPage(browser(), `${origin}/docs/overview/`);
    const toggle = colourToggle(page);
    const state = () =>
      page.evaluate(() => ({
        choice: document.documentElement.getAttribute('data-theme-choice'),
        theme: document.documentElement.getAttribute('data-theme'),
        stored: localStorage.getItem('theme'),
      }));

    expect(await state()).toEqual({choice: 'system', theme: 'light', stored: null});
    await toggle.click();
    expect(await state()).toEqual({choice: 'light', theme: 'light', stored: 'light'});
    await toggle.click();
    expect(await state()).toEqual({choice: 'dark', theme: 'dark', stored: 'dark'});

    await page.reload();
    await waitForHydration(page);
    expect(await state()).toEqual({choice: 'dark', theme: 'dark', stored: 'dark'});

    await toggle.click();
    expect(await state()).toEqual({choice: 'system', theme: 'light', stored: null});
    await page.context().close();
  });

  // The page crawl switches each page to dark mode after loading it; this loads each kind of page with dark mode
  // already stored, so a fault that only shows when a page starts dark is caught too.
  it.each([
    '/',
    '/docs/developers/convenient-checkout-api/Payments/payment-api/',
    '/api-reference/',
    '/tools/request-checker/',
  ])('opens %s in dark mode when dark is stored, with no console error or off-site request', async (path) => {
    const {page, errors, offOriginRequests} = await openPage(browser(), `${origin}${path}`, {colourMode: 'dark'});
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    expect(errors).toEqual([]);
    expect(offOriginRequests).toEqual([]);
    await page.context().close();
  });

  it('follows the operating system live while the choice is "system"', async () => {
    const {page} = await openPage(browser(), `${origin}/`);
    await page.emulateMedia({colorScheme: 'dark'});
    await expect.poll(() => page.getAttribute('html', 'data-theme')).toBe('dark');
    await page.emulateMedia({colorScheme: 'light'});
    await expect.poll(() => page.getAttribute('html', 'data-theme')).toBe('light');
    await page.context().close();
  });

  it('synchronises the choice across tabs', async () => {
    const {page} = await openPage(browser(), `${origin}/`);
    const otherTab = await page.context().newPage();
    await otherTab.goto(`${origin}/docs/overview/`);
    await waitForHydration(otherTab);
    await colourToggle(page).click();
    await colourToggle(page).click();
    await expect.poll(() => otherTab.getAttribute('html', 'data-theme')).toBe('dark');
    await page.context().close();
  });
});
