import {describe, expect, inject, it} from 'vitest';
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Page} from 'playwright-core';
import {openPage, useBrowser} from '../support/browser';
import {buildDir} from '../../harness/paths';

/**
 * The loading, progress-bar and crash states come from Docusaurus itself; these tests prove that
 * our build still shows them as notes/requirements.md describes, by breaking or slowing one page's own chunk.
 */
const origin = inject('siteOrigin');
const browser = useBrowser();

/** The built JavaScript chunk that holds a page's own component, found by a text only that page has. */
function chunkContaining(text: string): {name: string; source: string} {
  const dir = join(buildDir, 'assets', 'js');
  const matches = readdirSync(dir)
    .map((name) => ({name, source: readFileSync(join(dir, name), 'utf8')}))
    .filter(({source}) => source.includes(text));
  if (matches.length !== 1) throw new Error(`Expected one chunk containing "${text}", found ${matches.length}`);
  return matches[0] as {name: string; source: string};
}

/** A client-side navigation through the home page's own link, so the router (not the browser) loads the page. */
function markdownPageLink(page: Page) {
  return page.getByRole('link', {name: 'How to read these docs'});
}

describe('route loading', () => {
  const markdownChunk = chunkContaining('Deprecated means');

  it('shows the progress bar only once a navigation has taken 200 ms', async () => {
    const {page} = await openPage(browser(), `${origin}/`);
    await page.route(`**/assets/js/${markdownChunk.name}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.evaluate(() => {
      const state = window as unknown as {progressShownAfter?: number};
      new MutationObserver(() => {
        if (document.getElementById('nprogress') && state.progressShownAfter === undefined) {
          const clickedAt = Number(document.body.dataset.clickedAt);
          state.progressShownAfter = performance.now() - clickedAt;
        }
      }).observe(document.body, {childList: true, subtree: true});
    });
    await markdownPageLink(page).evaluate((link) => {
      document.body.dataset.clickedAt = String(performance.now());
      (link as HTMLAnchorElement).click();
    });
    await page.waitForSelector('#nprogress', {state: 'attached'});
    const shownAfter = await page.evaluate(
      () => (window as unknown as {progressShownAfter: number}).progressShownAfter,
    );
    expect(shownAfter).toBeGreaterThanOrEqual(200);
    await page.waitForSelector('h1:has-text("How to read these docs")');
    await page.context().close();
  });

  // The theme's error-with-Retry state is covered in tests/unit/theme-fallback.test.tsx: on a client
  // navigation Docusaurus answers a failed chunk by loading the page afresh, which is what readers get.
  it('loads the page afresh when its code fails to load during a navigation', async () => {
    const {page} = await openPage(browser(), `${origin}/`);
    let failedOnce = false;
    await page.route(`**/assets/js/${markdownChunk.name}`, async (route) => {
      if (failedOnce) {
        await route.continue();
        return;
      }
      failedOnce = true;
      await route.abort('connectionrefused');
    });
    await markdownPageLink(page).click();
    await page.waitForSelector('html[data-has-hydrated="true"] h1:has-text("How to read these docs")');
    expect(failedOnce).toBe(true);
    expect(page.url()).toBe(`${origin}/markdown-page/`);
    await page.context().close();
  });
});

describe('crashed page', () => {
  it("shows 'This page crashed' with 'Try again', titled 'Page Error'", async () => {
    const searchPageChunk = chunkContaining('Browse by section');
    const defaultExport = /default:\(\)=>[\w$]+/;
    expect(searchPageChunk.source).toMatch(defaultExport);
    const crashingSource = searchPageChunk.source.replace(
      defaultExport,
      'default:()=>()=>{throw new Error("Simulated render crash")}',
    );

    const context = await browser().newContext();
    const page = await context.newPage();
    await page.route(`**/assets/js/${searchPageChunk.name}`, (route) =>
      route.fulfill({contentType: 'text/javascript', body: crashingSource}),
    );
    await page.goto(`${origin}/SearchBox/`);
    const tryAgain = page.getByRole('button', {name: 'Try again'});
    await tryAgain.waitFor();
    expect(await page.getByText('This page crashed').first().isVisible()).toBe(true);
    expect(await page.getByText('Simulated render crash').first().isVisible()).toBe(true);
    // The head manager sets the title after the crash fallback renders, so wait for it.
    await expect.poll(() => page.title()).toBe('Page Error');
    await context.close();
  });
});
