import {afterAll, beforeAll, inject} from 'vitest';
import type {Browser, BrowserContext, BrowserContextOptions, Page} from 'playwright-core';
import {connectBrowser, waitForHydration} from './chromium';

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
  /** Console errors and warnings and uncaught exceptions seen since the page opened. */
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

/** Opens a page of the served site in a new tab of the context and waits until React has hydrated. */
export async function openPageIn(context: BrowserContext, url: string): Promise<OpenedPage> {
  const page = await context.newPage();
  const origin = new URL(url).origin;
  const errors: string[] = [];
  const offOriginRequests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    const requested = request.url();
    if (!requested.startsWith(origin) && !requested.startsWith('data:')) offOriginRequests.push(requested);
  });

  const response = await page.goto(url);
  await waitForHydration(page);
  // The not-found page is served with status 404 on purpose, and Chromium logs that as a console error.
  const notFoundLog = /status of 404/;
  const expected = response?.status() === 404 ? errors.filter((text) => notFoundLog.test(text)) : [];
  return {page, errors: errors.filter((text) => !expected.includes(text)), offOriginRequests};
}

/** Opens a page of the served site in a fresh context and waits until React has hydrated. */
export async function openPage(browser: Browser, url: string, options: OpenPageOptions = {}): Promise<OpenedPage> {
  return openPageIn(await openContext(browser, options), url);
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
