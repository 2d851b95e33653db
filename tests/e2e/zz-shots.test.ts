import {expect, inject, it} from 'vitest';
import {mobileViewport, openPage, useBrowser} from '../support/browser';
const origin = inject('siteOrigin');
const browser = useBrowser();
it('shots', async () => {
  for (const mode of ['light', 'dark'] as const) {
    for (const [name, viewport] of [
      ['desktop', {width: 1280, height: 900}],
      ['mobile', mobileViewport],
    ] as const) {
      const {page} = await openPage(browser(), `${origin}/tools/request-checker/?operation=createPayment`, {
        colourMode: mode,
        viewport,
      });
      const body = await page.getByLabel('Request body').inputValue();
      const changed = JSON.parse(body);
      changed.amount = 0;
      changed.metadata = {['k'.repeat(45)]: 'v'};
      changed.statementDescriptorSuffix = 'RX_100';
      await page.getByLabel('X-source', {exact: true}).fill('a'.repeat(60));
      await page.getByLabel('Request body').fill(JSON.stringify(changed, null, 2));
      await page.getByRole('button', {name: 'Check'}).click();
      await page.locator('main [role="status"][aria-busy="false"]').waitFor();
      await page.waitForTimeout(300);
      await page.screenshot({path: `/tmp/x17/checker-${mode}-${name}.png`, fullPage: true});
      await page.context().close();
      const w = await openPage(browser(), `${origin}/tools/webhook-signature/`, {colourMode: mode, viewport});
      await w.page.getByLabel('Signing secret').fill('ccwh_5f0c3a9e7b1d4c26a8e2f4b6d0c8a1e3');
      await w.page
        .getByLabel('X-Signature header')
        .fill('t=1712934402,v1=dc9f3b2f608ae4b1f188fc294dc6914b48e17e297a4d8f728a4072cd56fe97f3');
      await w.page.getByLabel('Raw body').fill('{"id":"5b0e7c1a-2d3f-4e5a-9b6c-7d8e9f0a1b2c","type":"PAYMENT_FAILED"}');
      await w.page.waitForTimeout(300);
      await w.page.screenshot({path: `/tmp/x17/webhook-${mode}-${name}.png`, fullPage: true});
      await w.page.context().close();
      const t = await openPage(browser(), `${origin}/tools/`, {colourMode: mode, viewport});
      await t.page.screenshot({path: `/tmp/x17/tools-${mode}-${name}.png`, fullPage: true});
      await t.page.context().close();
    }
  }
  const r = await openPage(browser(), `${origin}/api-reference/#operation/createPayment`);
  await r.page.waitForTimeout(500);
  await r.page
    .locator('[id="operation/createPayment"]')
    .locator('xpath=..')
    .screenshot({path: '/tmp/x17/reference-op.png'});
  await r.page.context().close();
  expect(1).toBe(1);
});
