import {describe, expect, inject, it} from 'vitest';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Locator, Page} from 'playwright-core';
import {builtSearchIndexPath, type SearchEntry} from '../../plugins/search-index';
import {sectionsFile} from '../../shared/search';
import {mobileViewport, openPage, useBrowser, type ColourMode} from '../support/browser';
import {builtFileFor, elementIdsOfFile, sitemapRoutes} from '../support/builtSite';
import {axeViolationsOn} from '../support/pageAudit';
import {repoRoot} from '../../harness/paths';

const origin = inject('siteOrigin');
const browser = useBrowser();

/** The index the build published, which the search box downloads on first focus. */
const entries = JSON.parse(readFileSync(join(repoRoot, builtSearchIndexPath), 'utf8')) as SearchEntry[];

/** Blog pages that only list posts; the index holds the posts themselves (see plugins/search-index). */
const listingPage = /^\/blog\/(tags|archive|authors|page)\//;

/** A query with one typo, and the page it must find first in the current content. */
const typo = {query: 'overviw', url: '/docs/overview/', label: 'Docs / Overview'} as const;

/** A task phrase no title holds, and the section that answers it (tests/fixtures/search-relevance.json). */
const fullText = {
  query: 'rotate webhook secret',
  url: '/docs/developers/Admin/#rotating-secrets',
  shows: 'Administration › Rotating secrets',
} as const;

/** The box's first chunk: fuse.js, the matchers and the title indexes (useLazySearch.ts). */
const titleChunk = /\/assets\/js\/search\.[0-9a-f]+\.js$/;

const hostile = `<img src=x onerror=alert(1)><script>alert(1)</script>"'&`;

function navbarSearch(page: Page): Locator {
  return page.locator('.navbar__items--right').getByRole('combobox', {name: 'Search docs'});
}

/** The results listbox that a search box controls. */
async function listboxOf(page: Page, box: Locator): Promise<Locator> {
  const id = await box.getAttribute('aria-controls');
  if (id === null) throw new Error('The search box controls no listbox');
  return page.locator(`[id="${id}"]`);
}

/** Opens the home page and types a query into the navbar box, waiting for the first result. */
async function searchFromHome(query: string): Promise<{page: Page; box: Locator; listbox: Locator}> {
  const {page} = await openPage(browser(), `${origin}/`);
  const box = navbarSearch(page);
  await box.click();
  await box.fill(query);
  const listbox = await listboxOf(page, box);
  await listbox.getByRole('option').first().waitFor();
  return {page, box, listbox};
}

async function resultUrls(page: Page, box: Locator): Promise<string[]> {
  const listbox = await listboxOf(page, box);
  return listbox.getByRole('option').evaluateAll((options) => options.map((a) => a.getAttribute('href') ?? ''));
}

describe('the search index', () => {
  it('lists only built pages, and only anchors that exist on them', () => {
    expect(entries.length).toBeGreaterThan(30);
    const broken = entries.flatMap(({url}) => {
      const [path = '', anchor] = url.split('#');
      const file = builtFileFor(path);
      if (file === undefined || !file.endsWith('.html')) return [`${url}: no built page`];
      if (anchor !== undefined && !elementIdsOfFile(file).has(anchor)) return [`${url}: no anchor`];
      return [];
    });
    expect(broken).toEqual([]);
  });

  it('lists every built docs page', () => {
    const indexed = new Set(entries.map(({url}) => url));
    const docsPages = sitemapRoutes().filter((route) => route.startsWith('/docs/'));
    expect(docsPages.length).toBeGreaterThan(10);
    expect(docsPages.filter((route) => !indexed.has(route))).toEqual([]);
  });

  it('lists every other page of the sitemap except the blog pages that only list posts', () => {
    const indexed = new Set(entries.map(({url}) => url));
    const missing = sitemapRoutes().filter((route) => !indexed.has(route) && !listingPage.test(route));
    expect(missing).toEqual([]);
  });

  it('lists every operation of the three API reference pages', () => {
    const operations = entries.filter(({url}) => url.includes('#operation/'));
    expect(operations.length).toBeGreaterThan(20);
    expect(entries).toContainEqual({title: 'Create a refund', url: '/api-reference/#operation/createRefund'});
  });
});

describe('the navbar search box', () => {
  // Our search requirement: a mistyped query lands on the right page in two keystrokes (ArrowDown, Enter).
  it('takes a reader who types "glosary" to the glossary in two keystrokes', async () => {
    const {page, box} = await searchFromHome('glosary');
    expect((await resultUrls(page, box))[0]).toBe('/docs/business/glossary/');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.url()).toBe(`${origin}/docs/business/glossary/`);
    await page.context().close();
  });

  it.each([
    {query: 'refnds', url: '/docs/developers/convenient-checkout-api/Payments/Refunds/'},
    {query: 'webhoks', url: '/docs/developers/Add-on-services/Webhooks/'},
  ])('finds $url for the misspelt "$query"', async ({query, url}) => {
    const {page, box} = await searchFromHome(query);
    expect(await resultUrls(page, box)).toContain(url);
    await page.context().close();
  });

  it('shows the placeholder, loads the index on first focus only, and lists matches as the reader types', async () => {
    const {page, errors} = await openPage(browser(), `${origin}/`);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    const box = navbarSearch(page);
    expect(await box.getAttribute('placeholder')).toBe('Search docs...');
    await page.waitForTimeout(500);
    expect(requested.filter((url) => titleChunk.test(url) || url.includes(sectionsFile))).toEqual([]);

    await box.click();
    await box.fill(typo.query);
    await expect.poll(() => resultUrls(page, box)).toContain(typo.url);
    expect(requested.some((url) => titleChunk.test(url))).toBe(true);
    await expect.poll(() => requested.some((url) => url === `${origin}/${sectionsFile}`)).toBe(true);
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    const first = (await listboxOf(page, box)).getByRole('option').first();
    expect(await first.getAttribute('href')).toBe(typo.url);
    expect(await first.textContent()).toContain(typo.label);
    expect(await first.locator('mark').allTextContents()).not.toEqual([]);

    await box.fill('');
    expect(await resultUrls(page, box)).toEqual([]);
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("answers from the titles alone when MiniSearch's chunk and the sections cannot load", async () => {
    const {page, errors} = await openPage(browser(), `${origin}/`);
    const fullText: string[] = [];
    // MiniSearch's chunk and the sections: held back, so the titles must answer alone.
    await page.route(/\/assets\/js\/search-full\.|\/search-sections\.json$/, (route) => {
      fullText.push(route.request().url());
      return route.abort();
    });
    const box = navbarSearch(page);
    await box.click();
    await box.fill(typo.query);
    await expect.poll(() => resultUrls(page, box)).toContain(typo.url);
    await expect.poll(() => fullText.length).toBe(2);
    expect(errors.filter((error) => !error.includes('ERR_FAILED'))).toEqual([]);
    await page.context().close();
  });

  it('says the index is loading when its download takes more than half a second, then lists the results', async () => {
    const {page, errors} = await openPage(browser(), `${origin}/`);
    // The box's first chunk, held back for longer than the message waits (useSearchBox.ts).
    await page.route(titleChunk, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const box = navbarSearch(page);
    await box.click();
    await box.fill(typo.query);
    const loading = page.locator('.navbar__items--right p', {hasText: 'Loading the search index…'});
    await loading.waitFor();
    await expect.poll(() => resultUrls(page, box)).toContain(typo.url);
    expect(await loading.count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('keeps the results for 200 ms after the box loses focus: there at 100 ms, gone at 400 ms', async () => {
    const {page, box} = await searchFromHome(typo.query);
    const seen = await box.evaluate(
      async (input: HTMLInputElement, listboxId) => {
        const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
        const visible = () => document.getElementById(listboxId)?.checkVisibility() ?? false;
        input.blur();
        await sleep(100);
        const at100 = visible();
        await sleep(300);
        return {at100, at400: visible()};
      },
      (await box.getAttribute('aria-controls')) ?? '',
    );
    expect(seen).toEqual({at100: true, at400: false});
    await page.context().close();
  });

  it('opens a result on click', async () => {
    const {page, errors} = await openPage(browser(), `${origin}/`);
    const box = navbarSearch(page);
    await box.click();
    await box.fill(typo.query);
    await (await listboxOf(page, box)).getByRole('option', {name: typo.label}).click();
    await expect.poll(() => page.url()).toBe(origin + typo.url);
    await page.waitForSelector('h1:has-text("Overview")');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('finds a task phrase at its section, marks the matched words of its excerpt, and opens it by keyboard', async () => {
    const {page, errors} = await openPage(browser(), `${origin}/`);
    const box = navbarSearch(page);
    await box.click();
    await box.fill(fullText.query);
    const listbox = await listboxOf(page, box);
    const option = listbox.locator(`[role=option][href="${fullText.url}"]`);
    // The sections arrive after the titles: the list grows when they are in.
    await option.waitFor();
    expect(await option.textContent()).toContain(fullText.shows);
    const marked = await option.locator('mark').allTextContents();
    expect(marked.map((word) => word.toLowerCase())).toEqual(expect.arrayContaining(['secret']));
    const index = (await resultUrls(page, box)).indexOf(fullText.url);
    expect(index).toBeGreaterThanOrEqual(0);
    expect(index).toBeLessThan(3);
    for (let step = 0; step <= index; step += 1) await page.keyboard.press('ArrowDown');
    expect(await box.getAttribute('aria-activedescendant')).toBe(await option.getAttribute('id'));
    await page.keyboard.press('Enter');
    await expect.poll(() => page.url()).toBe(origin + fullText.url);
    await expect.poll(() => page.locator('[id="rotating-secrets"]').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('opens an API operation at its anchor on the reference page', async () => {
    const {page, errors} = await openPage(browser(), `${origin}/`);
    const box = navbarSearch(page);
    await box.click();
    await box.fill('create a refnd');
    const option = (await listboxOf(page, box)).getByRole('option', {name: 'Api Reference > CreateRefund'});
    await option.click();
    await expect.poll(() => page.url()).toBe(`${origin}/api-reference/#operation/createRefund`);
    const heading = page.locator('[id="operation/createRefund"]');
    await expect.poll(() => heading.isVisible()).toBe(true);
    // Below the navbar, whether it shows or has hidden itself.
    const clearOfNavbar = () =>
      heading.evaluate((element) => {
        const navbar = document.querySelector('.navbar')?.getBoundingClientRect().bottom ?? 0;
        return element.getBoundingClientRect().top >= Math.max(0, navbar) - 1;
      });
    await expect.poll(clearOfNavbar).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it.each<ColourMode>(['light', 'dark'])('passes axe with its results open (%s)', async (colourMode) => {
    const {page} = await openPage(browser(), `${origin}/docs/overview/`, {colourMode});
    const box = navbarSearch(page);
    await box.click();
    await box.fill('payment');
    await (await listboxOf(page, box)).getByRole('option').first().waitFor();
    await page.keyboard.press('ArrowDown');
    expect(await axeViolationsOn(page)).toEqual([]);
    await box.fill('xqzvw');
    expect(await axeViolationsOn(page)).toEqual([]);
    await page.context().close();
  });

  it('moves through the results with the arrow keys and opens one with Enter', async () => {
    const {page} = await openPage(browser(), `${origin}/`);
    const box = navbarSearch(page);
    await box.click();
    await box.fill('refund');
    const options = (await listboxOf(page, box)).getByRole('option');
    await options.first().waitFor();
    expect(await box.getAttribute('aria-activedescendant')).toBeNull();

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const second = options.nth(1);
    expect(await box.getAttribute('aria-activedescendant')).toBe(await second.getAttribute('id'));
    expect(await second.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowUp');
    expect(await box.getAttribute('aria-activedescendant')).toBe(await options.first().getAttribute('id'));

    const target = await options.first().getAttribute('href');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.url()).toBe(`${origin}${target ?? ''}`);
    await page.context().close();
  });

  it('closes with Escape, keeping the query, and clears it with a second Escape', async () => {
    const {page, box, listbox} = await searchFromHome(typo.query);
    await page.keyboard.press('Escape');
    expect(await listbox.isVisible()).toBe(false);
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    expect(await box.inputValue()).toBe(typo.query);
    await page.keyboard.press('ArrowDown');
    expect(await listbox.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    expect(await box.inputValue()).toBe('');
    await page.context().close();
  });

  it('takes focus on "/" and on Ctrl+K, but leaves "/" to other fields', async () => {
    const {page} = await openPage(browser(), `${origin}/docs/overview/`);
    const box = navbarSearch(page);
    const focused = () => box.evaluate((input) => input === document.activeElement);
    await page.keyboard.press('/');
    expect(await focused()).toBe(true);
    expect(await box.inputValue()).toBe('');
    await box.blur();
    await page.keyboard.press('Control+k');
    expect(await focused()).toBe(true);
    await page.keyboard.type('a/b');
    expect(await box.inputValue()).toBe('a/b');
    await page.context().close();
  });

  /** Types the hostile query into the navbar box, collecting any dialog its markup might open. */
  async function typeHostile(page: Page): Promise<{box: Locator; dialogs: string[]}> {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const box = navbarSearch(page);
    await box.click();
    await box.fill(hostile);
    return {box, dialogs};
  }

  async function expectNothingRan(page: Page, box: Locator, dialogs: readonly string[]): Promise<void> {
    expect(await box.inputValue()).toBe(hostile);
    expect(await page.locator('.navbar__items--right img, .navbar__items--right script').count()).toBe(0);
    await page.waitForTimeout(300);
    expect(dialogs).toEqual([]);
  }

  it('echoes a query of markup and script as text when the titles find nothing', async () => {
    const {page, errors} = await openPage(browser(), `${origin}/`);
    // The titles alone answer while the sections are away; none of them holds the query's words.
    await page.route(`**/${sectionsFile}`, (route) => route.fulfill({status: 404, body: ''}));
    const {box, dialogs} = await typeHostile(page);
    await page.locator('.navbar__items--right p', {hasText: `No results for “${hostile}”`}).waitFor();
    await expectNothingRan(page, box, dialogs);
    expect(errors.filter((error) => !error.includes(sectionsFile) && !error.includes('404'))).toEqual([]);
    await page.context().close();
  });

  it('lists full-text results for a query of markup and script without running any of it', async () => {
    const {page, errors} = await openPage(browser(), `${origin}/`);
    const sections = page.waitForResponse(`${origin}/${sectionsFile}`);
    const {box, dialogs} = await typeHostile(page);
    await sections;
    // Its words (src, script, alert…) occur in the docs' text, so once the sections are in there are results.
    await (await listboxOf(page, box)).getByRole('option').first().waitFor();
    await expectNothingRan(page, box, dialogs);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('makes no request while searching once the index has loaded', async () => {
    const {page} = await openPage(browser(), `${origin}/`);
    const box = navbarSearch(page);
    await box.click();
    await box.fill(typo.query);
    await (await listboxOf(page, box)).getByRole('option').first().waitFor();
    await page.waitForLoadState('networkidle');

    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    for (const query of ['refund', 'payment method', 'sesion', 'webhoks', 'changelog', 'zzzz']) {
      await box.fill(query);
      await page.waitForTimeout(50);
    }
    await box.fill('get a');
    await expect.poll(() => resultUrls(page, box)).not.toEqual([]);
    expect(requested).toEqual([]);
    await page.context().close();
  });
});

describe('the search box elsewhere', () => {
  it('is an icon in the navbar on a phone, which opens over the bar and lists its results within the screen', async () => {
    const {page, errors} = await openPage(browser(), `${origin}/`, {viewport: mobileViewport});
    const box = navbarSearch(page);
    await box.click();
    await box.fill(typo.query);
    const option = (await listboxOf(page, box)).getByRole('option', {name: typo.label});
    await option.waitFor();
    for (const element of [box, option]) {
      const {x, width} = (await element.boundingBox()) ?? {x: -1, width: Infinity};
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x + width).toBeLessThanOrEqual(mobileViewport.width);
    }
    await option.click();
    await expect.poll(() => page.url()).toBe(origin + typo.url);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('lands a section result on a phone with its heading clear of the navbar, shown or hidden', async () => {
    // A page that settles above the section scrolls back up to hold it, which brings the navbar back.
    const section = {
      query: 'rotate a secret',
      url: '/docs/developers/Add-on-services/Webhooks/Configuration/#rotate-a-secret',
    };
    const {page, errors} = await openPage(browser(), `${origin}/`, {viewport: mobileViewport});
    const box = navbarSearch(page);
    await box.click();
    await box.fill(section.query);
    await (await listboxOf(page, box)).locator(`[role=option][href="${section.url}"]`).click();
    await expect.poll(() => page.url()).toBe(origin + section.url);
    await page.waitForTimeout(1000);
    const {heading, navbar} = await page.evaluate(() => ({
      heading: document.getElementById('rotate-a-secret')?.getBoundingClientRect().top ?? Number.NaN,
      navbar: document.querySelector('.navbar')?.getBoundingClientRect().bottom ?? Number.NaN,
    }));
    expect(heading).toBeGreaterThanOrEqual(Math.max(navbar, 0));
    expect(heading).toBeLessThan(mobileViewport.height / 4);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('works in the mobile sidebar, which closes when a result is opened', async () => {
    const {page, errors} = await openPage(browser(), `${origin}/`, {viewport: mobileViewport});
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const sidebar = page.locator('.navbar-sidebar');
    const box = sidebar.getByRole('combobox', {name: 'Search docs'});
    await expect.poll(() => box.isVisible()).toBe(true);
    await box.fill(typo.query);
    await (await listboxOf(page, box)).getByRole('option', {name: typo.label}).click();
    await expect.poll(() => page.url()).toBe(origin + typo.url);
    await expect.poll(() => page.locator('html').getAttribute('class')).not.toContain('navbar-sidebar--show');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('is the main element of /SearchBox/, which "/" focuses before the navbar box', async () => {
    const {page, errors} = await openPage(browser(), `${origin}/SearchBox/`);
    const box = page.locator('main').getByRole('combobox', {name: 'Search docs'});
    expect(await box.getAttribute('placeholder')).toBe('Search docs...');
    await page.keyboard.press('/');
    expect(await box.evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.type(typo.query);
    await expect.poll(() => resultUrls(page, box)).toContain(typo.url);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.url()).toBe(origin + typo.url);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
