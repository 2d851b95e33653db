import {afterAll, beforeAll, inject} from 'vitest';
import type {Browser, BrowserContext, BrowserContextOptions, Page} from 'playwright-core';
import {connectBrowser, waitForHydration} from '../../harness/chromium';

export {waitForHydration};

export const desktopViewport = {width: 1280, height: 800} as const;
export const mobileViewport = {width: 390, height: 844} as const;

export type ColourMode = 'light' | 'dark';

export interface OpenPageOptions extends BrowserContextOptions {
  /** A stored colour-mode choice, set before the page's own scripts run. */
  readonly colourMode?: ColourMode;
}

export interface OpenedPage {
  readonly page: Page;
  /** Console errors and warnings, Content Security Policy violations and uncaught exceptions seen since the page opened. */
  readonly errors: string[];
  /** Requests to any origin other than the opened page's own. */
  readonly offOriginRequests: string[];
}

/** A fresh browser context: desktop, light system colours, and the stored colour mode, if given. */
export async function openContext(browser: Browser, options: OpenPageOptions = {}): Promise<BrowserContext> {
  const {colourMode, ...contextOptions} = options;
  const context = await browser.newContext({viewport: desktopViewport, colorScheme: 'light', ...contextOptions});
  if (colourMode !== undefined) {
    await context.addInitScript((mode) => {
      localStorage.setItem('theme', mode);
    }, colourMode);
  }
  return context;
}

/** A browser tab that loads one page of the served site after another. */
export interface Tab {
  readonly page: Page;
  /** Loads the URL, waits until React has hydrated, and reports what the load logged and requested. */
  open(url: string): Promise<OpenedPage>;
}

/** A new tab of the context; a crawl loads every page in the same tab, as a reader following links does. */
export async function openTab(context: BrowserContext): Promise<Tab> {
  const page = await context.newPage();
  // A blocked script, style or request under the site's Content Security Policy fails the page like a
  // console error (Chromium logs most violations too, but not every one, and not with the directive).
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Content Security Policy violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`,
      );
    });
  });
  let seen = {origin: '', errors: [] as string[], offOriginRequests: [] as string[]};
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') seen.errors.push(message.text());
  });
  page.on('pageerror', (error) => seen.errors.push(error.message));
  page.on('request', (request) => {
    const requested = request.url();
    if (!requested.startsWith(seen.origin) && !requested.startsWith('data:')) seen.offOriginRequests.push(requested);
  });
  return {
    page,
    async open(url) {
      seen = {origin: new URL(url).origin, errors: [], offOriginRequests: []};
      const {errors, offOriginRequests} = seen;
      const response = await page.goto(url);
      await waitForHydration(page);
      // The not-found page is served with status 404 on purpose, and Chromium logs that as a console error.
      const notFoundLog = /status of 404/;
      const expected = response?.status() === 404 ? errors.filter((text) => notFoundLog.test(text)) : [];
      return {page, errors: errors.filter((text) => !expected.includes(text)), offOriginRequests};
    },
  };
}

/** Opens a page of the served site in a fresh context and waits until React has hydrated. */
export async function openPage(browser: Browser, url: string, options: OpenPageOptions = {}): Promise<OpenedPage> {
  const tab = await openTab(await openContext(browser, options));
  return tab.open(url);
}

/** The navbar's colour-mode switch, found by the accessible name the theme gives it. */
export function colourToggle(page: Page) {
  return page.getByRole('button', {name: /Switch between dark and light mode/}).first();
}

/** The suite's one Chromium (started by globalSetup), connected to before a file's tests, left after them. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await connectBrowser(inject('browserEndpoint'));
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (browser === undefined) throw new Error('The browser is only available inside tests');
    return browser;
  };
}
