/** Debian's Chromium as the browser tests and the benchmark drive it; free of Vitest, so both can use it. */
import {existsSync} from 'node:fs';
import {chromium, type Browser, type BrowserServer, type Page} from 'playwright-core';

export const chromiumPath = '/usr/bin/chromium';

/** The flags for Debian's Chromium (notes/testing.md): without the networking ones Chromium calls home and fails. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function assertChromiumInstalled(): void {
  if (!existsSync(chromiumPath)) {
    throw new Error(`${chromiumPath} is missing: install Debian's chromium (apt-get install chromium)`);
  }
}

export async function launchBrowser(): Promise<Browser> {
  assertChromiumInstalled();
  return chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
}

/** One Chromium that every browser test file connects to, so the suite starts the browser once. */
export async function launchBrowserServer(): Promise<BrowserServer> {
  assertChromiumInstalled();
  return chromium.launchServer({executablePath: chromiumPath, args: chromiumArgs, host: '127.0.0.1'});
}

export async function connectBrowser(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}

export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector('html[data-has-hydrated="true"]');
}
