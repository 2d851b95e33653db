/**
 * The guided sandbox page (/tools/sandbox/): the sandbox loads when the reader starts a flow, not before;
 * each flow runs step by step, one click a step, to the outcome its text promises; the page has no axe violations in either colour mode, fits 390 px and calls nothing.
 */
import {describe, expect, inject, it} from 'vitest';
import type {Locator, Page} from 'playwright-core';
import {tools} from '../../config/tools';
import {mobileViewport, openPage, useBrowser, type ColourMode} from '../support/browser';
import {axeViolationsOn} from '../support/pageAudit';
import {chunksWith} from '../support/builtSite';

const origin = inject('siteOrigin');
const browser = useBrowser();
const pageUrl = `${origin}${tools.sandbox.route}`;

const flow = (page: Page, title: string) =>
  page.getByRole('region', {name: new RegExp(`^${title}`)}).locator(':scope > div');

/**
 * Takes a step: Send in its console, or its own button. Answers what the step announced, and for a console
 * the body it showed.
 */
async function take(step: Locator): Promise<{said: string; body: string}> {
  // The step's console or button is drawn once the sandbox's chunk has loaded: wait for it, then tell them
  // apart by the console's form.
  await step.getByRole('button').first().waitFor();
  const send = step.getByRole('button', {name: 'Send'});
  if ((await step.locator('form').count()) === 0) {
    await step.getByRole('button').click();
    await expect.poll(async () => (await step.getByRole('status').textContent()) ?? '').toMatch(/^Done/);
    return {said: (await step.getByRole('status').textContent()) ?? '', body: ''};
  }
  const status = step.getByRole('status').first();
  await send.click();
  await expect.poll(async () => (await status.textContent()) ?? '', {timeout: 20_000}).toMatch(/answered|No answer/);
  const said = (await status.textContent()) ?? '';
  const body = step.getByLabel(/^Response body of/);
  return {said, body: (await body.count()) === 0 ? '' : ((await body.textContent()) ?? '')};
}

/** Starts every flow, which opens their consoles, and waits until the first console is ready. */
async function startEveryFlow(page: Page): Promise<void> {
  const start = page.getByRole('button', {name: 'Start this flow'});
  for (let left = await start.count(); left > 0; left -= 1) await start.first().click();
  await page.getByRole('button', {name: 'Send'}).first().waitFor();
}

describe('the sandbox page', () => {
  it('loads the sandbox only when the reader starts a flow, and moves the focus to its consoles', async () => {
    const {page} = await openPage(browser(), pageUrl);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url().split('/').at(-1) ?? ''));
    // A message of the simulator (simulator/control.ts), which only its chunk holds.
    const simulatorChunks = chunksWith('No sandbox control at');
    const loaded = async () =>
      (
        await page.evaluate(() =>
          performance.getEntriesByType('resource').map(({name}) => name.split('/').at(-1) ?? ''),
        )
      )
        .concat(requested)
        .filter((file) => simulatorChunks.includes(file));
    await page.getByRole('button', {name: 'Start this flow'}).first().waitFor();
    expect(await loaded()).toEqual([]);
    expect(await page.getByRole('button', {name: 'Send'}).count()).toBe(0);

    await page.getByRole('button', {name: 'Start this flow'}).first().focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', {name: 'Send'}).first().waitFor();
    expect(await loaded()).not.toEqual([]);
    const focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
    expect(focused).toMatch(/^The sandbox is open/);
    await page.context().close();
  });

  it('runs each flow to its outcome, one click a step, and calls nothing', async () => {
    const {page, errors, offOriginRequests} = await openPage(browser(), pageUrl);
    await startEveryFlow(page);

    const checkout = flow(page, 'Hosted checkout');
    expect((await take(checkout.nth(0))).said).toMatch(/answered 200/);
    await take(checkout.nth(1));
    await take(checkout.nth(2));
    const session = await take(checkout.nth(3));
    expect(session.said).toMatch(/answered 200/);
    expect(session.body).toContain('"status": "COMPLETED"');

    const capture = flow(page, 'Authorize, then capture part');
    expect((await take(capture.nth(0))).said).toMatch(/answered 202/);
    await take(capture.nth(1));
    expect((await take(capture.nth(2))).body).toContain('"status": "AUTHORIZED"');
    expect((await take(capture.nth(3))).said).toMatch(/answered 202/);
    await take(capture.nth(4));
    const captured = await take(capture.nth(5));
    expect(captured.body).toContain('"status": "COMPLETED"');
    expect(captured.body).toContain('"capturedAmount": 6500');

    const refund = flow(page, 'Refund');
    expect((await take(refund.nth(0))).said).toMatch(/answered 202/);
    await take(refund.nth(1));
    expect((await take(refund.nth(2))).said).toMatch(/answered 200/);

    const lapse = flow(page, 'The 7-day lapse');
    expect((await take(lapse.nth(0))).said).toMatch(/answered 202/);
    await take(lapse.nth(1));
    expect((await take(lapse.nth(2))).body).toContain('"status": "CANCELED"');
    expect((await take(lapse.nth(3))).said).toMatch(/answered 400 Bad Request, error code AUTHORIZATION_EXPIRED/);

    const retry = flow(page, 'A retry after a timeout');
    expect((await take(retry.nth(0))).said).toMatch(/^No answer from createPayment within 10 seconds/);
    const found = await take(retry.nth(1));
    expect(found.said).toMatch(/answered 200/);
    expect(found.body).toMatch(/"merchantTransactionId": "sandbox-timeout-/);

    expect(errors).toEqual([]);
    expect(offOriginRequests).toEqual([]);
    await page.context().close();
  });

  for (const colourMode of ['light', 'dark'] as const satisfies readonly ColourMode[]) {
    it(`has no axe violations in ${colourMode} mode and fits 390 px`, async () => {
      const {page} = await openPage(browser(), pageUrl, {colourMode, viewport: mobileViewport});
      await startEveryFlow(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await axeViolationsOn(page), colourMode).toEqual([]);
      await page.context().close();
    });
  }
});
