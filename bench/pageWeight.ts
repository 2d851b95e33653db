/**
 * What a page costs to load in Chromium from a production-like host: bytes of JavaScript, CSS and
 * everything, as sent (gzip) and as decoded, and the number of requests, with a cold cache.
 */
import type {Browser} from 'playwright-core';
import {waitForHydration} from '../harness/chromium';
import type {PageWeight} from './budgets';

export async function measurePageWeight(browser: Browser, url: string): Promise<PageWeight> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const pending: Promise<{type: string; raw: number; sent: number}>[] = [];
  let loading = true;
  page.on('requestfinished', (request) => {
    if (!loading) return;
    pending.push(
      (async () => {
        const response = await request.response();
        const raw = response === null ? 0 : (await response.body().catch(() => Buffer.alloc(0))).length;
        const sizes = await request.sizes();
        return {type: request.resourceType(), raw, sent: sizes.responseBodySize};
      })(),
    );
  });
  await page.goto(url, {waitUntil: 'networkidle'});
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  // Chromium may drop a large document's body from its buffer (the 500-operation scale page's came back
  // empty), so the document's decoded size is the one Navigation Timing reports.
  const documentBytes = await page.evaluate(
    () =>
      (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.decodedBodySize ?? 0,
  );
  // A request that finishes once the page is quiet is no part of its load, and asking its sizes after the
  // context has closed would fail the run.
  loading = false;
  const loads = await Promise.all(pending);
  await context.close();
  const sum = (type: string | undefined, key: 'raw' | 'sent') =>
    loads.filter((load) => type === undefined || load.type === type).reduce((total, load) => total + load[key], 0);
  return {
    htmlBytes: documentBytes,
    htmlGzipBytes: sum('document', 'sent'),
    jsBytes: sum('script', 'raw'),
    jsGzipBytes: sum('script', 'sent'),
    cssBytes: sum('stylesheet', 'raw'),
    cssGzipBytes: sum('stylesheet', 'sent'),
    totalBytes: sum(undefined, 'raw') - sum('document', 'raw') + documentBytes,
    totalGzipBytes: sum(undefined, 'sent'),
    requests: loads.length,
  };
}
