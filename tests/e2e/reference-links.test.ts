import {describe, expect, inject, it} from 'vitest';
import type {Page} from 'playwright-core';
import {deferredPartsMeta} from '../../shared/deferred';
import {openPage, useBrowser, waitForHydration} from '../support/browser';

const origin = inject('siteOrigin');
const browser = useBrowser();

declare global {
  interface Window {
    /** Set by the test in the page it started on: gone after a load from the host, kept by the router. */
    sameDocument?: boolean;
  }
}

async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.sameDocument = true;
  });
}

const stillSameDocument = (page: Page) => page.evaluate(() => window.sameDocument === true);

describe('links into an API reference page (src/clientModules/referenceLinks)', () => {
  it('loads the reference from the host when the navbar leads there from another page, then routes within it', async () => {
    const {page, errors} = await openPage(browser(), `${origin}/docs/overview/`);
    await markDocument(page);
    await page.locator('.navbar a[href="/api-reference/"]').first().click();
    await page.waitForURL(`${origin}/api-reference/`);
    await waitForHydration(page);
    expect(await stillSameDocument(page)).toBe(false);
    // The host's page: its parts are named in its head, which a page the router renders never is.
    expect(await page.locator(`meta[name="${deferredPartsMeta}"]`).count()).toBe(1);
    await markDocument(page);
    await page.locator('nav a[href="#operation/createRefund"]').first().click();
    await expect.poll(() => page.url()).toBe(`${origin}/api-reference/#operation/createRefund`);
    expect(await stillSameDocument(page)).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('leaves links to other pages to the router', async () => {
    const {page, errors} = await openPage(browser(), `${origin}/docs/overview/`);
    await markDocument(page);
    await page.locator('.navbar a[href="/docs/category/business/"]').first().click();
    await page.waitForURL(`${origin}/docs/category/business/`);
    expect(await stillSameDocument(page)).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
