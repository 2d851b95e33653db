import {createRequire} from 'node:module';
import type {Browser, Page} from 'playwright-core';
import {openPage, type ColourMode} from './browser';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export interface PageAudit {
  readonly path: string;
  readonly consoleErrors: readonly string[];
  readonly offOriginRequests: readonly string[];
  readonly axeViolations: readonly string[];
}

interface AxeResult {
  violations: {id: string; impact: string; nodes: {target: string[]}[]}[];
}

/** Runs axe's WCAG 2 A/AA rules on the page as it is now: one line per violation. */
export async function axeViolationsOn(page: Page): Promise<string[]> {
  await page.addScriptTag({path: axePath});
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as {axe: {run(options: object): Promise<AxeResult>}}).axe;
    return axe.run({runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']}});
  });
  return result.violations.map(
    ({id, impact, nodes}) => `${id} (${impact}): ${nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
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
  const {page, errors, offOriginRequests} = await openPage(browser, origin + path, {colourMode});
  const theme = await page.getAttribute('html', 'data-theme');
  if (theme !== colourMode) throw new Error(`${path} rendered in ${String(theme)} mode, not ${colourMode}`);

  const axeViolations = await axeViolationsOn(page);
  await page.context().close();

  return {
    path,
    consoleErrors: errors,
    offOriginRequests,
    axeViolations,
  };
}
