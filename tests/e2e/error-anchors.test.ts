import {describe, expect, inject, it} from 'vitest';
import {join} from 'node:path';
import {apiDocuments} from '../../config/apiDocuments';
import {bundleDocument} from '../../contract-core/node';
import {errorCataloguePages, errorCodeHref, errorCodesOf, type ErrorCode} from '../../contract-core';
import {mobileViewport, openPage, useBrowser} from '../support/browser';
import {restoreDeferredParts} from '../support/pageAudit';
import {builtFileFor, elementIdsOfFile} from '../support/builtSite';
import {repoRoot} from '../../harness/paths';

const origin = inject('siteOrigin');
const browser = useBrowser();

async function contractCodes(): Promise<ErrorCode[]> {
  const documents = await Promise.all(
    apiDocuments.map(
      async ({source}) => (await bundleDocument(join(repoRoot, source), join(repoRoot, 'redocly.yaml'))).document,
    ),
  );
  const byCode = new Map(documents.flatMap(errorCodesOf).map((code) => [code.errorCode, code]));
  return [...byCode.values()];
}

function hasId(path: string, id: string): boolean {
  const file = builtFileFor(path);
  return file !== undefined && elementIdsOfFile(file).has(id);
}

describe('error code anchors', () => {
  it('give every code an id on its home catalogue page, and only there', async () => {
    const codes = await contractCodes();
    expect(codes.length).toBeGreaterThan(20);
    const problems = codes.flatMap(({errorCode, areas}) =>
      areas.flatMap((area, index) => {
        const has = hasId(errorCataloguePages[area], errorCode);
        if (index === 0 && !has) return [`${errorCode}: no anchor on its ${area} catalogue`];
        if (index > 0 && has) return [`${errorCode}: a second anchor on the ${area} catalogue`];
        return [];
      }),
    );
    expect(problems).toEqual([]);
  });

  for (const {route} of apiDocuments) {
    it(`link every catalogued errorCode of ${route}'s examples to an existing anchor`, async () => {
      const catalogued = new Set((await contractCodes()).map(({errorCode}) => errorCode));
      const {page, errors} = await openPage(browser(), `${origin}${route}`);
      // The samples are sent as text until the reader nears them.
      await restoreDeferredParts(page);
      const panels = await page.locator('[role="tabpanel"]').evaluateAll((elements) =>
        elements.map((panel) => ({
          codes: [...panel.textContent.matchAll(/"errorCode":\s*"([A-Z0-9_]+)"/g)].map((match) => match[1] ?? ''),
          hrefs: [...panel.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? ''),
        })),
      );
      // A payment's own error (a decline the card network returned) may carry a code the catalogue does
      // not list yet; it has no entry to link to until the contract gives it one.
      const problems = panels.flatMap(({codes, hrefs}) =>
        codes
          .filter((code) => catalogued.has(code))
          .flatMap((code) => {
            const href = hrefs.find((candidate) => candidate.endsWith(`#${code}`));
            if (href === undefined) return [`${code}: not linked`];
            const [path = ''] = href.split('#');
            return hasId(path, code) ? [] : [`${code}: ${href} has no such anchor`];
          }),
      );
      expect(panels.some(({codes}) => codes.some((code) => catalogued.has(code)))).toBe(true);
      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  it("fit a phone's width: a code's row stacks its columns, so what to do is on screen", async () => {
    const {page} = await openPage(browser(), `${origin}${errorCataloguePages.payments}#PAYMENT_NOT_CAPTURABLE`, {
      viewport: mobileViewport,
    });
    const cells = page.locator('[id="PAYMENT_NOT_CAPTURABLE"] > td');
    expect(await cells.last().textContent()).toContain('Send the same request again?');
    for (const box of await Promise.all((await cells.all()).map((cell) => cell.boundingBox())))
      expect(box !== null && box.x >= 0 && box.x + box.width <= mobileViewport.width).toBe(true);
  });

  it("fit a phone's width in the reference's per-operation lists: a long code breaks after its underscores", async () => {
    const {page} = await openPage(browser(), `${origin}/api-reference/#operation/createSession`, {
      viewport: mobileViewport,
    });
    await restoreDeferredParts(page);
    const widths = await page.evaluate(() =>
      [
        ...(document.getElementById('operation/createSession')?.closest('section')?.querySelectorAll('details') ?? []),
      ].flatMap((details) => {
        details.open = true;
        const region = details.querySelector('[role=region]');
        return region === null ? [] : [region.scrollWidth - region.clientWidth];
      }),
    );
    expect(widths.length).toBeGreaterThan(0);
    expect(widths.filter((overflow) => overflow > 1)).toEqual([]);
  });

  it('are found by search, typed as the code or as words', async () => {
    const {page} = await openPage(browser(), `${origin}/SearchBox/`);
    const box = page.locator('main').getByRole('combobox', {name: 'Search docs'});
    await box.click();
    const home = errorCodeHref(await contractCodes(), 'INVALID_AMOUNT');
    expect(home).toBeDefined();
    for (const query of ['INVALID_AMOUNT', 'invalid amount']) {
      await box.fill(query);
      const first = page.locator('main').getByRole('option').first();
      await expect.poll(() => first.getAttribute('href'), {timeout: 5000}).toBe(home);
    }
    await page.context().close();
  });
});
