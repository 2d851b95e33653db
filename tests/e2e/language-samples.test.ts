import {afterAll, beforeAll, describe, expect, inject, it} from 'vitest';
import type {Locator, Page} from 'playwright-core';
import {openContext, openTab, useBrowser, type Tab} from '../support/browser';
import {wholeHtml} from '../support/builtSite';

const origin = inject('siteOrigin');
const browser = useBrowser();

const reference = '/api-reference/';
/** A guide whose samples are in curl and TypeScript tabs of the same group. */
const guide = '/docs/developers/convenient-checkout-api/Payments/payment-api/';
/** An operation with a body, so its samples have a language tab list and a body example tab list. */
const operation = 'merchant-createPayment';
const storageKey = 'docusaurus.tab.sample-language';

/**
 * The operation's samples, live, as a reader makes them: scrolled to and pressed (the island goes live
 * once the reader acts near it; in headless Chromium a scroll alone does not wake an island that sits in
 * a section laid out lazily).
 */
async function liveSamples(page: Page) {
  const island = page.locator(`[data-static-island="${operation}-samples"]`);
  await island.scrollIntoViewIfNeeded();
  // React marks each element it renders with a property; HTML it was handed as a string has none. While the
  // samples' module loads, the island shows its served HTML marked busy.
  const live = () =>
    island.evaluate(
      (node) =>
        Object.keys(node.firstElementChild ?? {}).some((key) => key.startsWith('__react')) &&
        node.querySelector('[aria-busy="true"]') === null,
    );
  await expect
    .poll(async () => {
      if (!(await live())) await island.getByRole('heading', {name: 'Request samples'}).click();
      return live();
    })
    .toBe(true);
  return island;
}

function languageTab(island: Locator, name: string) {
  return island.getByRole('tablist').first().getByRole('tab', {name, exact: true});
}

describe('request samples in eight languages, one choice across the site', () => {
  let tab: Tab;
  beforeAll(async () => {
    tab = await openTab(await openContext(browser()));
  });
  afterAll(async () => {
    await tab.page.context().close();
  });

  it('serves curl and TypeScript in the page, and loads Python only when the reader chooses it', async () => {
    const {page, errors} = await tab.open(origin + reference);
    const island = await liveSamples(page);
    expect(await island.textContent()).not.toContain('import requests');
    const python = languageTab(island, 'Python');
    await python.click();
    await expect.poll(() => python.getAttribute('aria-selected')).toBe('true');
    const panel = island.locator('[role="tabpanel"]:not([hidden])').first();
    await expect.poll(() => panel.textContent()).toContain('import requests');
    // Highlighted: Python's grammar comes with prism-react-renderer; Ruby's loads with the samples.
    await expect.poll(() => panel.locator('.token.keyword').count()).toBeGreaterThan(0);
    await languageTab(island, 'Ruby').click();
    await expect.poll(() => panel.locator('.token.keyword').count()).toBeGreaterThan(0);
    await expect.poll(() => panel.textContent()).toContain('Net::HTTP');
    await languageTab(island, 'Python').click();
    expect(await page.evaluate((key) => localStorage.getItem(key), storageKey)).toBe('python');
    expect(errors).toEqual([]);
  });

  it('keeps the body examples out of the language choice', async () => {
    const {page} = await tab.open(origin + reference);
    const island = await liveSamples(page);
    const bodyTabs = island.getByRole('tablist').nth(1).getByRole('tab');
    expect(await bodyTabs.count()).toBeGreaterThan(0);
    await bodyTabs.last().click();
    await expect.poll(() => bodyTabs.last().getAttribute('aria-selected')).toBe('true');
    expect(await page.evaluate((key) => localStorage.getItem(key), storageKey)).toBe('python');
  });

  it('shows Python again after a reload', async () => {
    const {page, errors} = await tab.open(origin + reference);
    const island = await liveSamples(page);
    await expect.poll(() => languageTab(island, 'Python').getAttribute('aria-selected')).toBe('true');
    const panel = island.locator('[role="tabpanel"]:not([hidden])').first();
    await expect.poll(() => panel.textContent()).toContain('import requests');
    expect(errors).toEqual([]);
  });

  it("falls back to a guide's own default where the guide has no Python, and carries the guide's choice back", async () => {
    const {page, errors} = await tab.open(origin + guide);
    const [curlTabs, typeScriptTabs] = [
      page.getByRole('tab', {name: 'curl', exact: true}),
      page.getByRole('tab', {name: 'TypeScript', exact: true}),
    ];
    expect(await curlTabs.count()).toBeGreaterThan(1);
    // The guide's first tab, curl, is its default.
    await expect.poll(() => curlTabs.first().getAttribute('aria-selected')).toBe('true');
    await typeScriptTabs.first().scrollIntoViewIfNeeded();
    await typeScriptTabs.first().click();
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), storageKey)).toBe('ts');
    // Every tab list of the group follows the choice.
    await expect.poll(() => typeScriptTabs.last().getAttribute('aria-selected')).toBe('true');
    expect(errors).toEqual([]);

    const back = await tab.open(origin + reference);
    const island = await liveSamples(back.page);
    await expect.poll(() => languageTab(island, 'TypeScript').getAttribute('aria-selected')).toBe('true');
    expect(back.errors).toEqual([]);
  });

  it('sends no on-demand sample with the page (its HTML and deferred parts): curl and TypeScript only', async () => {
    const html = wholeHtml(await (await fetch(origin + reference)).text());
    expect(html).toContain('API_BASE_URL:-');
    expect(html).toContain('process.env.API_BASE_URL');
    for (const marker of ['import requests', 'public class Main', 'curl_setopt_array', 'Net::HTTP']) {
      expect(html).not.toContain(marker);
    }
  });
});
