/**
 * The crawl's shortcut for axe's colour rules (markUnseenStyles in tests/support/pageAudit.ts): text styled
 * as on no page before is marked for them, text styled as before is not, and a colour fault in the marked
 * text is reported; each colour mode keeps the styles it has checked.
 */
import {describe, expect, inject, it} from 'vitest';
import {openPage, useBrowser} from '../support/browser';
import {
  auditPage,
  axeViolationsOn,
  closeCrawlTabs,
  markUnseenStyles,
  openCrawlTabs,
  unseenStyle,
} from '../support/pageAudit';

const origin = inject('siteOrigin');
const browser = useBrowser();

describe('the crawl audit', () => {
  it("marks only text styled as on no page before, and axe's colour rules find a fault there", async () => {
    const {page} = await openPage(browser(), `${origin}/docs/overview/`);
    const first = await markUnseenStyles(page, [], new Set());
    expect(first.marked).toBe(first.textElements);
    expect(first.paths.length).toBeGreaterThan(10);

    const seen = new Set(first.paths);
    expect((await markUnseenStyles(page, [], seen)).marked).toBe(0);

    // A paragraph like the page's others, and one with a faint colour of its own.
    await page.evaluate(() => {
      const article = document.querySelector('article .markdown');
      const plain = document.createElement('p');
      plain.textContent = 'Styled as the page styles its paragraphs.';
      const faint = document.createElement('p');
      faint.textContent = 'Styled faintly.';
      faint.setAttribute('style', 'color: #d0d0d0');
      article?.append(plain, faint);
    });
    const added = await markUnseenStyles(page, [], seen);
    expect(added.marked).toBe(1);
    expect(await page.locator(`[${unseenStyle}]`).textContent()).toBe('Styled faintly.');
    const violations = await axeViolationsOn(page, {rules: 'colour', within: `[${unseenStyle}]`});
    expect(violations.join('\n')).toMatch(/^color-contrast/);
    await page.context().close();
  });

  it('keeps the styles checked in each mode apart, and runs no colour rule in dark mode when nothing there is new', async () => {
    const tabs = await openCrawlTabs(browser());
    try {
      const path = '/docs/developers/Getting-Started/first-payment/';
      expect((await auditPage(tabs, origin, path)).axeViolations).toEqual([]);
      const {light, dark} = tabs.coloursAudited;
      expect(light.size).toBeGreaterThan(0);
      expect(dark.size).toBeGreaterThan(0);
      // A page's text may be styled in dark mode as before and in light mode anew: a reader's first click
      // (the colour toggle's) brings its code blocks to life, and a plain block becomes a highlighted one.
      // Here, the same page again with only its dark styles known: it is switched to dark mode, and the
      // colour rules have nothing new to check there.
      light.clear();
      expect((await auditPage(tabs, origin, path)).axeViolations).toEqual([]);
    } finally {
      await closeCrawlTabs(tabs);
    }
  });
});
