import {createRequire} from 'node:module';
import type {Browser} from 'playwright-core';
import {waitForHydration} from './browser';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export type ColourMode = 'light' | 'dark';

export interface PageAudit {
  readonly path: string;
  readonly consoleErrors: readonly string[];
  readonly offOriginRequests: readonly string[];
  readonly axeViolations: readonly string[];
}

interface AxeResult {
  violations: {id: string; impact: string; nodes: {target: string[]}[]}[];
}

/**
 * Loads one page in the given colour mode, waits for hydration, and reports what a reader would
 * suffer from: console errors, requests that leave the site, and axe WCAG 2 A/AA violations.
 */
export async function auditPage(
  browser: Browser,
  origin: string,
  path: string,
  colourMode: ColourMode,
): Promise<PageAudit> {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  await context.addInitScript((mode) => {
    localStorage.setItem('theme', mode);
  }, colourMode);
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  const offOriginRequests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith('data:')) offOriginRequests.push(url);
  });

  const response = await page.goto(origin + path);
  if (response === null) throw new Error(`No response for ${path}`);
  await waitForHydration(page);
  const theme = await page.getAttribute('html', 'data-theme');
  if (theme !== colourMode) throw new Error(`${path} rendered in ${String(theme)} mode, not ${colourMode}`);

  await page.addScriptTag({path: axePath});
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as {axe: {run(options: object): Promise<AxeResult>}}).axe;
    return axe.run({runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']}});
  });
  await context.close();

  // The not-found page is served with status 404 on purpose; Chromium logs that as a console error.
  const expectedErrors = response.status() === 404 ? /status of 404/ : null;
  return {
    path,
    consoleErrors: consoleErrors.filter((text) => expectedErrors === null || !expectedErrors.test(text)),
    offOriginRequests,
    axeViolations: result.violations.map(
      ({id, impact, nodes}) => `${id} (${impact}): ${nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  };
}
