/**
 * The request checker on the built site: its operation list, the checker cases of tests/support, bad input,
 * the links from the reference pages, and that it loads its validator on first use and calls nothing.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, inject, it} from 'vitest';
import type {Page} from 'playwright-core';
import {apiDocuments} from '../../config/apiDocuments';
import {requestCheckerHref, tools} from '../../config/tools';
import {operationsOf, resolve, type OpenApiDocument} from '../../contract-core';
import {mobileViewport, openPage, useBrowser, type ColourMode} from '../support/browser';
import {axeViolationsOn} from '../support/pageAudit';
import {repoRoot} from '../../harness/paths';
import {checkerCases, exampleChanged} from '../support/requestRules';

const origin = inject('siteOrigin');
const browser = useBrowser();
const checkerUrl = `${origin}${tools.requestChecker.route}`;

/** `POST /payments` for each operation with a JSON body, per document, from the downloads the build wrote. */
const callsByDocument = apiDocuments.map(({id, title}) => {
  const document = JSON.parse(readFileSync(join(repoRoot, 'build/openapi', `${id}.json`), 'utf8')) as OpenApiDocument;
  const calls = operationsOf(document).flatMap(({method, path, operation}) => {
    const body = operation.requestBody === undefined ? undefined : resolve(document, operation.requestBody);
    return body?.content['application/json'] === undefined ? [] : [`${method.toUpperCase()} ${path}`];
  });
  return {title, calls};
});

const status = (page: Page) => page.locator('main').getByRole('status');
const bodyField = (page: Page) => page.getByLabel('Request body');
const operationField = (page: Page) => page.getByLabel('Operation', {exact: true});

/**
 * The validator and the contract load on the first check, which takes more than expect.poll's default
 * second on a busy machine (the page crawl runs beside these tests); an answer after that must still come.
 */
const firstCheck = {timeout: 15_000} as const;

/**
 * The unit tests try every operation's example and every checker case on the validators exactly as the build
 * compiles them (tests/unit/request-checker-rules.test.ts); the page is shown wiring them up with a body case
 * and a header case of each operation that has them.
 */
const pageCases = [
  ...new Map(
    checkerCases.map((checkerCase) => {
      const place = Object.keys(checkerCase.headers).length > 0 ? 'header' : 'body';
      return [`${checkerCase.operation} ${place}`, checkerCase] as const;
    }),
  ).values(),
];

/** Selects an operation and returns the example the page put in the body. */
async function choose(page: Page, key: string): Promise<string> {
  await operationField(page).selectOption(key);
  await expect.poll(() => bodyField(page).inputValue()).not.toBe('');
  return bodyField(page).inputValue();
}

/** Types a body (and headers), and waits for the result of exactly that input. */
async function checkBody(page: Page, body: string, headers: Readonly<Record<string, string>> = {}): Promise<string> {
  for (const name of ['X-Merchant-Id', 'X-Upstream-Env', 'X-source']) {
    await page.getByLabel(name, {exact: true}).fill(headers[name] ?? '');
  }
  await bodyField(page).fill(body);
  await page.getByRole('button', {name: 'Check'}).click();
  await page.locator('main [role="status"][aria-busy="false"]').waitFor();
  return (await status(page).textContent()) ?? '';
}

describe('the request checker', () => {
  it('lists every operation with a JSON body, grouped by document, by method, path and summary', async () => {
    const {page} = await openPage(browser(), checkerUrl);
    const groups = await operationField(page)
      .locator('optgroup')
      .evaluateAll((nodes) =>
        nodes.map((group) => ({
          title: group.getAttribute('label'),
          calls: [...group.querySelectorAll('option')].map((option) => option.textContent.split(':')[0] ?? ''),
        })),
      );
    expect(groups).toEqual(callsByDocument);
    const values = await operationField(page)
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(values).toContain('createPayment');
    expect(new Set(values).size).toBe(values.length);
    await page.context().close();
  });

  it("finds the first operation's own example valid in each document's group", async () => {
    const {page, errors, offOriginRequests} = await openPage(browser(), checkerUrl);
    const values = await operationField(page)
      .locator('optgroup > option:first-child')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(values).toHaveLength(apiDocuments.length);
    for (const value of values) {
      const example = await choose(page, value);
      expect({value, result: await checkBody(page, example)}).toEqual({
        value,
        result: expect.stringMatching(/^Valid request for /) as string,
      });
    }
    expect(errors).toEqual([]);
    expect(offOriginRequests).toEqual([]);
    await page.context().close();
  });

  it('names the path, the rule and the linked error code of a broken rule, in a body and in a header of each operation', async () => {
    const {page, offOriginRequests} = await openPage(browser(), checkerUrl);
    for (const {rule, operation, label, changes, headers, path, code} of pageCases) {
      const example = await choose(page, operation);
      const result = await checkBody(page, exampleChanged(example, changes), headers);
      expect({rule, operation, label, result}).toEqual({
        rule,
        operation,
        label,
        result: expect.stringContaining(`${path}:`) as string,
      });
      const link = status(page).getByRole('link', {name: code, exact: true}).first();
      expect(await link.getAttribute('href')).toMatch(new RegExp(`/error_codes/#${code}$`));
    }
    expect(offOriginRequests).toEqual([]);
    await page.context().close();
  });

  it('gives JSON that does not parse as one problem, with its line and column', async () => {
    const {page} = await openPage(browser(), checkerUrl);
    const result = await checkBody(page, '{\n  "amount": 4599\n  "merchantTransactionId": "x"\n}');
    expect(result).toBe(
      '1 problem in the request for POST /sessions: Create a session:The body is not valid JSON. Expected , or } at line 3, column 3, found “"”.',
    );
    await page.context().close();
  });

  it('shows HTML and script in the JSON as text', async () => {
    const {page, errors} = await openPage(browser(), checkerUrl);
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    const hostile = '<img src=x onerror=alert(1)><script>alert(1)</script>';
    const example = await choose(page, 'createPayment');
    const result = await checkBody(page, exampleChanged(example, {metadata: {[hostile]: hostile}}));
    expect(result).toContain(`$.metadata["${hostile}"]: a key that is at most`);
    expect(await status(page).locator('img, script').count()).toBe(0);
    await page.goto(`${checkerUrl}?operation=${encodeURIComponent(hostile)}`);
    await expect.poll(() => page.getByRole('alert').textContent()).toContain(hostile);
    expect(await page.locator('main img, main script').count()).toBe(0);
    expect(dialogs).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  // How fast it answers, and whether frames keep coming meanwhile, is the benchmark's (bench/sandbox.ts).
  it('answers a 5 MB paste and deeply nested JSON', async () => {
    const {page} = await openPage(browser(), checkerUrl);
    const example = await choose(page, 'createPayment');
    await checkBody(page, example);
    const huge = exampleChanged(example, {paymentDescription: 'x'.repeat(5 * 1024 * 1024)});
    const brokenHuge = `${huge.slice(0, -2)},}`;
    const deep = `{"amount": 4599, "metadata": {"a": ${'['.repeat(50_000)}${']'.repeat(50_000)}}}`;
    for (const [input, expected] of [
      [huge, '$.paymentDescription: at most 100 characters'],
      [brokenHuge, 'The body is not valid JSON.'],
      [deep, '$.metadata.a'],
    ] as const) {
      await page.evaluate((text) => {
        const field = document.querySelector('textarea');
        if (field === null) throw new Error('No body field');
        const clipboardData = new DataTransfer();
        clipboardData.setData('text/plain', text);
        field.dispatchEvent(new ClipboardEvent('paste', {clipboardData, bubbles: true, cancelable: true}));
      }, input);
      await expect.poll(() => status(page).textContent()).toContain(expected);
    }
    await page.context().close();
  });

  it('explains an unknown operation in the query and keeps the list', async () => {
    const {page} = await openPage(browser(), `${checkerUrl}?operation=chargeCustomer`);
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('No operation with a request body is called chargeCustomer. Choose one from the list below.');
    expect(await operationField(page).locator('option').count()).toBeGreaterThan(20);
    await page.context().close();
  });

  it('preselects the operation of the query, and each reference operation links to it', async () => {
    const {page} = await openPage(browser(), `${origin}${apiDocuments[2].route}`);
    const link = page
      .locator('section', {has: page.locator('[id="operation/createRefund"]')})
      .getByRole('link', {name: 'Check a request body'});
    expect(await link.getAttribute('href')).toBe(requestCheckerHref('hcp:createRefund'));
    await link.click();
    await page.waitForURL(/request-checker/);
    await expect.poll(() => operationField(page).inputValue()).toBe('hcp:createRefund');
    expect(JSON.parse(await bodyField(page).inputValue())).toHaveProperty('merchantTransactionId');
    await page.context().close();
  });

  it('loads the validator only on first use', async () => {
    const {page} = await openPage(browser(), checkerUrl);
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(response.url());
    });
    const loaded = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.endsWith('.js')),
    );
    const ajvMarker = 'must match exactly one schema in oneOf';
    for (const url of loaded) expect(await (await page.request.get(url)).text()).not.toContain(ajvMarker);
    await checkBody(page, '{}');
    const fetched = await Promise.all(scripts.map(async (url) => (await page.request.get(url)).text()));
    expect(fetched.some((text) => text.includes(ajvMarker))).toBe(true);
    await page.context().close();
  });

  it('works by keyboard', async () => {
    const {page} = await openPage(browser(), checkerUrl);
    await operationField(page).focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => operationField(page).inputValue()).toBe('createPayment');
    await expect.poll(() => bodyField(page).inputValue()).toContain('"amount"');
    for (
      let presses = 0;
      presses < 6 && !(await bodyField(page).evaluate((field) => field === document.activeElement));
      presses += 1
    ) {
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' x');
    await expect.poll(() => status(page).textContent(), firstCheck).toContain('The body is not valid JSON.');
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Check');
    await page.context().close();
  });

  for (const colourMode of ['light', 'dark'] as const satisfies readonly ColourMode[]) {
    it(`passes axe in ${colourMode} mode with problems listed, and fits 390 px`, async () => {
      for (const viewport of [undefined, mobileViewport]) {
        const {page} = await openPage(browser(), `${checkerUrl}?operation=createPayment`, {
          colourMode,
          ...(viewport === undefined ? {} : {viewport}),
        });
        const example = await bodyField(page).inputValue();
        await checkBody(page, exampleChanged(example, {amount: 0, metadata: {[`k${'e'.repeat(60)}y`]: 'v'}}), {
          'X-source': 'a'.repeat(60),
        });
        expect(await axeViolationsOn(page)).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await page.context().close();
      }
    });
  }
});
