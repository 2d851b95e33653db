import {describe, expect, inject, it} from 'vitest';
import {mobileViewport, openPage, waitForHydration, useBrowser} from '../support/browser';
import {site} from '../../config/site';
import {tools} from '../../config/tools';

const origin = inject('siteOrigin');
const browser = useBrowser();

describe('navbar', () => {
  it('lists the six left-hand items in the required order, with their targets', async () => {
    const {page, errors} = await openPage(browser(), `${origin}/`);
    const items = await page.$$eval('.navbar__items:not(.navbar__items--right) > .navbar__item', (nodes) =>
      nodes.map((node) => {
        const link = node.matches('a') ? node : node.querySelector(':scope > a');
        return {label: link?.textContent.trim(), href: link?.getAttribute('href')};
      }),
    );
    expect(items).toEqual([
      {label: 'Business', href: '/docs/category/business/'},
      {label: 'Developers', href: '/docs/category/developers/'},
      {label: 'API Reference', href: '/api-reference/'},
      {label: 'Onboarding', href: '/docs/category/onboarding/'},
      {label: 'Engagement Form', href: site.links.engagementForm},
      {label: 'Ideas', href: '/docs/category/ideas/'},
    ]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('has the search slot, the colour toggle and a locale dropdown with the one locale', async () => {
    const {page} = await openPage(browser(), `${origin}/`);
    const right = page.locator('.navbar__items--right');
    await expect.poll(() => right.getByRole('button', {name: /Switch between dark and light mode/}).count()).toBe(1);
    const localeLinks = await right.locator('.dropdown__menu a').allTextContents();
    expect(localeLinks).toEqual(['English (UK)']);
    await page.context().close();
  });

  it('hides on scroll down and comes back on scroll up', async () => {
    const {page} = await openPage(browser(), `${origin}/docs/overview/`);
    const navbar = page.locator('nav.navbar');
    // The theme compares each scroll position with the previous one, so scroll down in two steps.
    await page.evaluate(() => {
      window.scrollTo(0, 300);
    });
    await page.waitForTimeout(100);
    await page.evaluate(() => {
      window.scrollTo(0, 1500);
    });
    await expect.poll(() => navbar.getAttribute('class')).toContain('navbarHidden');
    await page.evaluate(() => {
      window.scrollBy(0, -600);
    });
    await expect.poll(() => navbar.getAttribute('class')).not.toContain('navbarHidden');
    await page.context().close();
  });

  it('opens the mobile sidebar below 996 px, collapses its dropdowns, and closes it at desktop width', async () => {
    const {page} = await openPage(browser(), `${origin}/docs/overview/`, {viewport: mobileViewport});
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect.poll(() => sidebar.isVisible()).toBe(true);

    await page.locator('.navbar-sidebar__item').getByRole('button', {name: '← Back to main menu'}).click();
    const developers = page.locator('.navbar-sidebar .menu__list-item', {hasText: 'Developers'}).first();
    const gettingStarted = developers.getByRole('link', {name: 'Getting started'});
    expect(await gettingStarted.isVisible()).toBe(false);
    await developers.locator('.menu__caret').click();
    await expect.poll(() => gettingStarted.isVisible()).toBe(true);

    await page.setViewportSize({width: 1200, height: 800});
    await expect.poll(() => page.locator('html').getAttribute('class')).not.toContain('navbar-sidebar--show');
    await expect.poll(() => page.locator('.navbar').getAttribute('class')).not.toContain('navbar-sidebar--show');
    await page.context().close();
  });
});

describe('announcement bar', () => {
  it('stays dismissed across a reload', async () => {
    const {page} = await openPage(browser(), `${origin}/`);
    const announcement = page.locator('div[role="banner"]');
    expect(await announcement.isVisible()).toBe(true);
    await announcement.getByRole('button', {name: 'Close'}).click();
    await expect.poll(() => announcement.count()).toBe(0);
    await page.reload();
    await waitForHydration(page);
    expect(await announcement.count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'))).toBe(site.announcement.id);
    await page.context().close();
  });

  it('comes back when its id changes', async () => {
    const {page} = await openPage(browser(), `${origin}/`);
    await page.evaluate(() => {
      localStorage.setItem('docusaurus.announcement.dismiss', 'true');
      localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement');
    });
    await page.reload();
    await waitForHydration(page);
    expect(await page.locator('div[role="banner"]').isVisible()).toBe(true);
    await page.context().close();
  });
});

describe('footer', () => {
  it('has the Community and More columns (with the integration tools) and the 2025 copyright', async () => {
    const {page} = await openPage(browser(), `${origin}/`);
    const columns = await page.$$eval('.footer__col', (cols) =>
      cols.map((col) => ({
        title: col.querySelector('.footer__title')?.textContent.trim(),
        links: [...col.querySelectorAll('a')].map((a) => a.getAttribute('href')),
      })),
    );
    expect(columns).toEqual([
      {title: 'Community', links: [site.links.teamChat]},
      {title: 'More', links: [site.links.sourceRepository, tools.landing.route]},
    ]);
    expect(await page.locator('.footer__copyright').textContent()).toContain('Copyright © 2025');
    await page.context().close();
  });
});

describe('docs pages', () => {
  it('shows headings of levels 2 and 3 in the table of contents, and no others', async () => {
    const {page} = await openPage(browser(), `${origin}/docs/overview/`);
    const headings = await page.$$eval('article .markdown :is(h2, h3, h4)[id]', (nodes) =>
      nodes.map((node) => ({level: node.tagName, id: node.id})),
    );
    expect(headings.some(({level}) => level === 'H4')).toBe(true);
    const tocTargets = await page.$$eval('.table-of-contents a', (links) =>
      links.map((a) => a.getAttribute('href')?.slice(1)),
    );
    expect(tocTargets).toEqual(headings.filter(({level}) => level !== 'H4').map(({id}) => id));
    await page.context().close();
  });

  it('keeps the docs sidebar visible with no hide button', async () => {
    const {page} = await openPage(browser(), `${origin}/docs/overview/`);
    expect(await page.locator('.theme-doc-sidebar-container').isVisible()).toBe(true);
    expect(await page.getByRole('button', {name: 'Collapse sidebar'}).count()).toBe(0);
    const firstItem = await page.locator('.theme-doc-sidebar-menu > li').first().textContent();
    expect(firstItem).toBe('Overview');
    await page.context().close();
  });
});

describe('not-found page', () => {
  it('answers 404 for an unknown path and offers a way back', async () => {
    const {page, errors} = await openPage(browser(), `${origin}/no/such/page/`);
    expect(await page.locator('h1').textContent()).toBe('Page Not Found');
    const waysBack = page.getByRole('navigation', {name: 'Ways back'});
    await waysBack.getByRole('link', {name: 'Go to the home page'}).click();
    await expect.poll(() => page.url()).toBe(`${origin}/`);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
