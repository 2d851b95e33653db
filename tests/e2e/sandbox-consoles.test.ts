/**
 * "Try it" on the reference pages: each page's console sends its example to the sandbox in the page and shows
 * the documented status; a payment made in one console is read, captured and refunded from others, also
 * after a reload; the sandbox panel moves the clock and lists signed events that the signature checker
 * accepts; bad input is shown as text; keyboard use; axe in both colour modes; 390 px; nothing leaves the
 * page.
 */
import {beforeAll, describe, expect, inject, it} from 'vitest';
import type {Locator, Page} from 'playwright-core';
import {apiDocuments} from '../../config/apiDocuments';
import {anchors, testDataOf} from '../../contract-core';
import {bundleContractDocuments} from '../../simulator/node';
import {mobileViewport, openPage, useBrowser, type ColourMode} from '../support/browser';
import {axeViolationsOn} from '../support/pageAudit';

const origin = inject('siteOrigin');
let slowProcessingAmount: number | undefined;
beforeAll(async () => {
  const {merchant} = await bundleContractDocuments();
  slowProcessingAmount = testDataOf(merchant)?.amounts.find(({behaviour}) => behaviour === 'slowProcessing')?.amount;
});
const browser = useBrowser();
const route = (id: string) => apiDocuments.find((document) => document.id === id)?.route ?? '/';

/** The section of an operation on its reference page. */
const operation = (page: Page, operationId: string) =>
  page.locator(`[id="${anchors.operation(operationId)}"]`).locator('xpath=ancestor::section[1]');

/** Opens the operation's console with its "Try it" button and waits until it has loaded. */
async function openConsole(page: Page, operationId: string): Promise<Locator> {
  const section = operation(page, operationId);
  await section.getByRole('button', {name: 'Try it'}).click();
  const console = section.getByRole('region', {name: `Try ${operationId} in the sandbox`});
  await console.getByRole('button', {name: 'Send'}).waitFor();
  return console;
}

/** Presses Send and answers the status line the console announces. */
async function send(console: Locator): Promise<string> {
  const status = console.getByRole('status').first();
  await console.getByRole('button', {name: 'Send'}).click();
  await expect.poll(async () => (await status.textContent()) ?? '', {timeout: 15_000}).toMatch(/answered/);
  return (await status.textContent()) ?? '';
}

async function advance(console: Locator, duration: string): Promise<void> {
  await console.getByRole('button', {name: 'Sandbox', exact: true}).click();
  await console.getByLabel('Advance by (ISO 8601 duration)').fill(duration);
  await console.getByRole('button', {name: 'Advance', exact: true}).click();
  await expect.poll(async () => console.getByText(/The clock moved on/).count()).toBe(1);
  await console.getByRole('button', {name: 'Sandbox', exact: true}).click();
}

const examples = [
  {api: 'merchant', operationId: 'createPayment', answer: /answered 202 Accepted/},
  {api: 'internal', operationId: 'createCheckoutSession', answer: /answered 200 OK/},
  {api: 'hcp', operationId: 'createPayment', answer: /answered 202 Accepted/},
] as const;

describe('Try it on the reference pages', () => {
  for (const {api, operationId, answer} of examples) {
    it(`${api}: ${operationId}'s example, sent as it is, gets its documented status`, async () => {
      const {page, errors, offOriginRequests} = await openPage(browser(), `${origin}${route(api)}`);
      const console = await openConsole(page, operationId);
      expect(await send(console)).toMatch(answer);
      expect(errors).toEqual([]);
      expect(offOriginRequests).toEqual([]);
      await page.context().close();
    });
  }

  it('a payment created in one console is read in another: 202 while it is processed, 200 once the clock moved on', async () => {
    const {page} = await openPage(browser(), `${origin}${route('merchant')}`);
    const create = await openConsole(page, 'createPayment');
    // The test amount that keeps a payment PENDING for a minute (x-test-data slowProcessing), so that the
    // read comes before the end however slow the machine.
    const body = create.getByLabel('Request body');
    await body.fill((await body.inputValue()).replace(/"amount": \d+/, `"amount": ${slowProcessingAmount}`));
    expect(await send(create)).toMatch(/answered 202/);
    const read = await openConsole(page, 'getPayment');
    const created = await create.getByLabel('Response body of createPayment').textContent();
    const paymentId = /"id": "([^"]+)"/.exec(created ?? '')?.[1];
    expect(await read.getByLabel('paymentId (path, required)').inputValue()).toBe(paymentId);
    expect(await send(read)).toMatch(/answered 202/);
    await advance(read, 'PT10M');
    expect(await send(read)).toMatch(/answered 200/);

    // The same sandbox after a reload: the tab's journal is replayed.
    await page.reload();
    const again = await openConsole(page, 'getPayment');
    expect(await again.getByLabel('paymentId (path, required)').inputValue()).toBe(paymentId);
    expect(await send(again)).toMatch(/answered 200/);
    await page.context().close();
  });

  it('the events list holds signed events, which the webhook signature checker accepts', async () => {
    const {page, offOriginRequests} = await openPage(browser(), `${origin}${route('merchant')}`);
    const create = await openConsole(page, 'createPayment');
    await send(create);
    await advance(create, 'PT1H');
    await create.getByRole('button', {name: 'Sandbox', exact: true}).click();
    const firstEvent = create
      .getByRole('listitem')
      .filter({hasText: /PAYMENT_/})
      .first();
    await firstEvent.locator('summary').click();
    await firstEvent.getByRole('link', {name: /Check this event/}).click();
    await page.waitForURL(/\/tools\/webhook-signature\//);
    await expect
      .poll(async () => (await page.locator('main').getByRole('status').textContent()) ?? '')
      .toMatch(/^The signature matches/);
    expect(offOriginRequests).toEqual([]);
    await page.context().close();
  });

  it('shows bad input as text: malformed JSON, HTML in strings, a 5 MB body', async () => {
    const {page, errors} = await openPage(browser(), `${origin}${route('merchant')}`);
    const console = await openConsole(page, 'createPayment');
    const body = console.getByLabel('Request body');
    await body.fill('{"amount": 1999,');
    expect(await send(console)).toMatch(/answered 400 Bad Request, error code INVALID_FIELD/);

    await body.fill('{"amount": 1999, "merchantTransactionId": "<img src=x onerror=alert(1)><b>bold</b>"}');
    expect(await send(console)).toMatch(/answered 400/);
    expect(await console.locator('img, b').count()).toBe(0);

    const huge = JSON.stringify({amount: 1999, description: 'x'.repeat(5 * 1024 * 1024)});
    await body.focus();
    await page.evaluate((text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      document.activeElement?.dispatchEvent(new ClipboardEvent('paste', {clipboardData: data, bubbles: true}));
    }, huge);
    await expect.poll(() => console.getByText(/is sent as pasted but too long to show here/).count()).toBe(1);
    expect(await send(console)).toMatch(/answered 413/);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('works by keyboard alone: open, edit, send, read, close', async () => {
    const {page} = await openPage(browser(), `${origin}${route('merchant')}`);
    const tryIt = operation(page, 'createRefund').getByRole('button', {name: 'Try it'});
    await tryIt.focus();
    await page.keyboard.press('Enter');
    const console = operation(page, 'createRefund').getByRole('region', {name: 'Try createRefund in the sandbox'});
    await console.getByRole('button', {name: 'Send'}).waitFor();
    await console.getByLabel('Request body').focus();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' ');
    await console.getByRole('button', {name: 'Send'}).focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await console.getByRole('status').first().textContent()) ?? '').toMatch(/answered/);
    await console.getByLabel('Response body of createRefund').focus();
    await console.getByRole('button', {name: 'Close'}).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => console.count()).toBe(0);
    expect(await tryIt.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.context().close();
  });

  for (const colourMode of ['light', 'dark'] as const satisfies readonly ColourMode[]) {
    it(`an opened console with its answer and the sandbox panel has no axe violations in ${colourMode} mode, at 390 px`, async () => {
      const {page} = await openPage(browser(), `${origin}${route('merchant')}`, {colourMode, viewport: mobileViewport});
      const console = await openConsole(page, 'createPayment');
      await send(console);
      await console.getByRole('button', {name: 'Sandbox', exact: true}).click();
      await console.getByText('Sandbox time:').waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      // The console alone, the sandbox panel in it: the crawl audits the reference page around it.
      expect(await axeViolationsOn(page, {within: console}), colourMode).toEqual([]);
      await page.context().close();
    });
  }
});
