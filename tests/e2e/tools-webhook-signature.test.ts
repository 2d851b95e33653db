/** The webhook signature checker on the built site: each verdict, the secret field, axe and small screens. */
import {createHmac} from 'node:crypto';
import {describe, expect, inject, it} from 'vitest';
import type {Page} from 'playwright-core';
import {tools} from '../../config/tools';
import {mobileViewport, openPage, useBrowser, type ColourMode} from '../support/browser';
import {axeViolationsOn} from '../support/pageAudit';

const origin = inject('siteOrigin');
const browser = useBrowser();
const pageUrl = `${origin}${tools.webhookSignature.route}`;

const secret = 'ccwh_0d9c8b7a6f5e4d3c2b1a0f9e8d7c6b5a';
const rawBody = '{"id":"8a9b0c1d-2e3f-4a4b-9c5d-6e7f8a9b0c1d","type":"REFUND_FAILED","attempt":1}';

/** The header the service would send for `rawBody` at `timestamp`, computed here with node:crypto. */
function signedHeader(timestamp: number, body = rawBody, key = secret): string {
  return `t=${timestamp},v1=${createHmac('sha256', key).update(`${timestamp}.${body}`).digest('hex')}`;
}

interface Delivery {
  readonly secret: string;
  readonly header: string;
  readonly rawBody: string;
}

async function verdictFor(page: Page, delivery: Delivery): Promise<string> {
  await page.getByLabel('Signing secret').fill(delivery.secret);
  await page.getByLabel('X-Signature header').fill(delivery.header);
  await page.getByLabel('Raw body').fill(delivery.rawBody);
  // Verification is asynchronous (WebCrypto); wait for the answer to these exact fields.
  await page.waitForTimeout(100);
  await expect
    .poll(async () => (await page.locator('main').getByRole('status').textContent()) ?? '')
    .toMatch(/^(The signature|Refused|Enter)/);
  return (await page.locator('main').getByRole('status').textContent()) ?? '';
}

describe('the webhook signature checker', () => {
  it('accepts a signature made now, with its timestamp and age', async () => {
    const {page, errors, offOriginRequests} = await openPage(browser(), pageUrl);
    const now = Math.floor(Date.now() / 1000);
    expect(await verdictFor(page, {secret, header: signedHeader(now), rawBody})).toMatch(
      new RegExp(`^The signature matches\\. It was made at ${now} \\(.+Z\\), (just now|\\d+ seconds? ago)\\.$`),
    );
    expect(errors).toEqual([]);
    expect(offOriginRequests).toEqual([]);
    await page.context().close();
  });

  it('refuses it when one byte of the body, the secret or the timestamp changes, saying why', async () => {
    const {page} = await openPage(browser(), pageUrl);
    const now = Math.floor(Date.now() / 1000);
    const header = signedHeader(now);
    const changedTimestamp = header.replace(`t=${now}`, `t=${now + 1}`);
    for (const delivery of [
      {secret, header, rawBody: rawBody.replace('"attempt":1', '"attempt":2')},
      {secret: secret.replace(/a$/, 'b'), header, rawBody},
      {secret, header: changedTimestamp, rawBody},
    ]) {
      expect(await verdictFor(page, delivery)).toMatch(/^Refused: no signature matches\./);
    }
    const oldHeader = signedHeader(now - 3600);
    expect(await verdictFor(page, {secret, header: oldHeader, rawBody})).toMatch(
      /^Refused: the timestamp \d+ \(.+\) is 1 hour ago, more than 5 minutes away from this computer’s clock\./,
    );
    await page.context().close();
  });

  it('verifies the test vector of the webhook configuration page, with the age check skipped', async () => {
    const {page} = await openPage(browser(), pageUrl);
    const vector = {
      secret: 'ccwh_5f0c3a9e7b1d4c26a8e2f4b6d0c8a1e3',
      header: 't=1712934402,v1=dc9f3b2f608ae4b1f188fc294dc6914b48e17e297a4d8f728a4072cd56fe97f3',
      rawBody: '{"id":"5b0e7c1a-2d3f-4e5a-9b6c-7d8e9f0a1b2c","type":"PAYMENT_FAILED"}',
    };
    expect(await verdictFor(page, vector)).toMatch(/^Refused: the timestamp 1712934402 /);
    await page.getByLabel(/Skip the 5-minute timestamp check/).check();
    await expect
      .poll(() => page.locator('main').getByRole('status').textContent())
      .toMatch(/^The signature matches\. It was made at 1712934402 \(2024-04-12T15:06:42Z\), \d+ years? ago\.$/);
    await page.context().close();
  });

  it('explains a malformed header, a header without v1 and an empty secret', async () => {
    const {page} = await openPage(browser(), pageUrl);
    const now = Math.floor(Date.now() / 1000);
    expect(await verdictFor(page, {secret, header: 'v1=abc', rawBody})).toMatch(
      /^Refused: the X-Signature header is malformed\. A v1 value must be 64 lowercase hexadecimal characters\./,
    );
    expect(await verdictFor(page, {secret, header: `t=${now},v0=abc`, rawBody})).toBe(
      'Refused: the X-Signature header has no v1 signature. The header carries no v1 signature.',
    );
    expect(await verdictFor(page, {secret: '', header: signedHeader(now), rawBody})).toBe(
      'Enter the endpoint’s signing secret; it starts with ccwh_.',
    );
    await page.context().close();
  });

  it('hides the secret until the reader asks to see it', async () => {
    const {page} = await openPage(browser(), pageUrl);
    const field = page.getByLabel('Signing secret');
    expect(await field.getAttribute('type')).toBe('password');
    const toggle = page.getByRole('button', {name: 'Show secret'});
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await field.getAttribute('type')).toBe('text');
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('Space');
    expect(await field.getAttribute('type')).toBe('password');
    await page.context().close();
  });

  for (const colourMode of ['light', 'dark'] as const satisfies readonly ColourMode[]) {
    it(`passes axe in ${colourMode} mode with a verdict shown, and fits 390 px`, async () => {
      for (const viewport of [undefined, mobileViewport]) {
        const {page} = await openPage(browser(), pageUrl, {
          colourMode,
          ...(viewport === undefined ? {} : {viewport}),
        });
        await verdictFor(page, {secret, header: signedHeader(1712934402), rawBody});
        expect(await axeViolationsOn(page)).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await page.context().close();
      }
    });
  }
});
