import {afterAll, beforeAll, describe, expect, inject, it} from 'vitest';
import type {Locator} from 'playwright-core';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {parseYaml} from '@redocly/openapi-core';
import {DomUtils, parseDocument} from 'htmlparser2';
import {apiDocuments} from '../../config/apiDocuments';
import {
  anchors,
  downloadPaths,
  operationsOf,
  schemaNames,
  sectionIds,
  webhooksOf,
  type OpenApiDocument,
} from '../../contract-core';
import {
  desktopViewport,
  mobileViewport,
  openContext,
  openPage,
  openTab,
  useBrowser,
  waitForHydration,
  type OpenedPage,
} from '../support/browser';
import {builtFileFor, builtPages, elementIdsOfFile, elementsOf, sitemapRoutes, wholeHtml} from '../support/builtSite';
import {buildDir, repoRoot} from '../../harness/paths';
import {deferredPartsMeta, deferredSelector} from '../../shared/deferred';
import {postmanCollectionJson} from '../../plugins/openapi-docs/postmanCollection';

const origin = inject('siteOrigin');
const browser = useBrowser();

/** What the plugin published for the page (createData) and what it wrote for download. */
function pageDataFile(id: string): string {
  return readFileSync(join(repoRoot, '.docusaurus', 'openapi-docs', 'default', `${id}.json`), 'utf8');
}

function download(path: string): string {
  return readFileSync(join(buildDir, path), 'utf8');
}

function bundled(id: string): OpenApiDocument {
  return JSON.parse(download(downloadPaths(id).json)) as OpenApiDocument;
}

describe.each(apiDocuments)('$route', ({id, route}) => {
  const document = bundled(id);
  const operationIds = [...operationsOf(document), ...webhooksOf(document)].map(({operationId}) =>
    anchors.operation(operationId),
  );
  const schemaIds = Object.keys(document.components?.schemas ?? {}).map((name) => anchors.schema(name));

  /**
   * One load of the page at its top, which the next tests read and then act on in turn, as one reader
   * would: a reference page is the slowest page to load, so each test does not load it afresh.
   */
  let reader: OpenedPage | undefined;
  beforeAll(async () => {
    reader = await openPage(browser(), origin + route);
  });
  afterAll(async () => {
    await reader?.page.context().close();
  });
  function loaded(): OpenedPage {
    if (reader === undefined) throw new Error('The page opens before the tests');
    return reader;
  }

  it('renders every operation and webhook of its bundled document, with no console error or off-site request', async () => {
    expect(operationIds.length).toBeGreaterThan(0);
    const {page, errors, offOriginRequests} = loaded();
    const rendered = await page.$$eval('[id^="operation/"]', (nodes) => nodes.map((node) => node.id));
    expect(rendered.sort()).toEqual([...operationIds].sort());
    expect(errors).toEqual([]);
    expect(offOriginRequests).toEqual([]);
  });

  it("keeps every static island's server content once hydrated: React is handed none of it to compare or rewrite", async () => {
    const {page} = loaded();
    const islands = await page.$$eval('[data-static-island]', (nodes) =>
      nodes.map((node) => ({name: node.getAttribute('data-static-island'), empty: node.childNodes.length === 0})),
    );
    expect(islands.length).toBeGreaterThan(operationIds.length);
    expect(islands.filter(({empty}) => empty)).toEqual([]);
  });

  it('offers downloads that are exactly the document the page renders', async () => {
    const paths = downloadPaths(id);
    expect(download(paths.json)).toBe(pageDataFile(id));
    expect(parseYaml(download(paths.yaml))).toEqual(JSON.parse(pageDataFile(id)));

    expect(download(paths.postman)).toBe(await postmanCollectionJson(id, bundled(id)));

    const {page} = loaded();
    for (const path of [paths.json, paths.yaml, paths.types, paths.postman]) {
      const link = page.locator(`a[download][href="${path}"]`);
      expect(await link.count()).toBe(1);
      const served = await page.evaluate(async (href) => (await fetch(href)).text(), path);
      expect(served).toBe(download(path));
    }
  });

  /** The parts the page has not put back yet. */
  const stillDeferred = () => loaded().page.locator(deferredSelector).count();

  it('sends its samples, schema entries, closed sections and phone navigation in a file of their own, each element emptied and numbered', async () => {
    const {page} = loaded();
    const served = parseDocument(download(route.slice(1) + 'index.html'));
    const emptied = DomUtils.findAll(
      (element) => /^\d+$/.test(element.attribs['data-deferred'] ?? ''),
      served.children,
    );
    expect(emptied.length).toBeGreaterThan(operationIds.length);
    expect(emptied.filter((element) => element.children.length > 0)).toEqual([]);
    // The phone's copy of the navigation is one of them; the desktop column's links are served.
    const navigations = DomUtils.findAll(
      (element) => element.name === 'nav' && (element.attribs['aria-label'] ?? '').endsWith(' contents'),
      served.children,
    );
    expect(navigations.map((nav) => emptied.includes(nav))).toEqual([false, true]);
    const partsPath = await page.locator(`meta[name="${deferredPartsMeta}"]`).getAttribute('content');
    expect(partsPath).toMatch(/^\/assets\/parts\/[0-9a-f]{16}\.json$/);
    expect(JSON.parse(download(partsPath ?? ''))).toHaveLength(emptied.length);
  });

  it('puts every part back once the page is idle, unscrolled, so find in page and print see the whole page', async () => {
    const {page} = loaded();
    await expect.poll(stillDeferred).toBe(0);
    expect(await page.locator('[data-schema-body]').last().locator('li').count()).toBeGreaterThan(0);
  });

  // One document shows it: every reference page puts its parts back with the same client module.
  it.runIf(route === apiDocuments[0].route)(
    'puts a part back as the reader nears it, before the idle time reaches it',
    async () => {
      const context = await browser().newContext();
      const page = await context.newPage();
      // No idle time: only nearing the viewport can bring a part back.
      await page.addInitScript(() => {
        window.requestIdleCallback = () => 0;
      });
      await page.goto(origin + route);
      await waitForHydration(page);
      const entry = page.locator('[data-schema-body]').last();
      expect(await entry.getAttribute('data-deferred')).toMatch(/^\d+$/);
      await entry.scrollIntoViewIfNeeded();
      await expect.poll(() => entry.locator('li').count()).toBeGreaterThan(0);
      expect(await entry.getAttribute('data-deferred')).toBe('');
      await context.close();
    },
  );

  /**
   * Opens `details`, whose content the page has put back, and waits until its first schema slot holds
   * exactly the fields of the slot's schema entry, once, and links to the entry.
   */
  async function expectCopiedOnOpen(details: Locator, slotSelector: string): Promise<void> {
    const {page} = loaded();
    expect(await details.locator('[data-copied-from]').count()).toBe(0);
    await details.locator('summary').first().click();
    // The reader's first click also brings the islands near the viewport to life; on a busy machine the
    // page may take longer than the one-second default to get to the toggle event.
    const slot = details.locator(slotSelector).first();
    await expect.poll(() => slot.locator('[data-copied-from]').count()).toBe(1);
    const name = (await slot.getAttribute('data-schema-slot')) ?? '';
    expect(await details.locator(`a[href="#${anchors.schema(name)}"]`).count()).toBeGreaterThan(0);
    const entry = page.locator(`[data-schema-body="${name}"]`);
    const entryFields = await entry.locator('li').count();
    expect(entryFields).toBeGreaterThan(0);
    expect(await slot.locator(`[data-copied-from="${name}"] li`).count()).toBe(entryFields);
    await details.locator('summary').first().click();
    await details.locator('summary').first().click();
    expect(await slot.locator('[data-copied-from]').count()).toBe(1);
    expect(await entry.count()).toBe(1);
  }

  /** Marks the first visible `<details>` whose own deferred content is a schema slot's level, and finds it. */
  async function detailsWithSlot(within: string): Promise<Locator> {
    const {page} = loaded();
    await expect.poll(stillDeferred).toBe(0);
    const marked = await page.evaluate((selector) => {
      const found = [...window.document.querySelectorAll<HTMLDetailsElement>(selector)].find(
        (details) =>
          details.checkVisibility() &&
          details.querySelector(':scope > [data-deferred] > [data-schema-slot]:empty') !== null,
      );
      found?.setAttribute('data-test-details', '');
      return found !== undefined;
    }, within);
    expect(marked).toBe(true);
    return page.locator('[data-test-details]');
  }

  it("copies a component schema's fields into a field of it that the reader opens, which links to the schema", async () => {
    const {errors} = loaded();
    // The first such field that is not inside a closed response (a field's summary starts with its name).
    const field = await detailsWithSlot('li > details:has(> summary > span > code)');
    await expectCopiedOnOpen(field, ':scope > div > [data-schema-slot]');
    await field.evaluate((element) => {
      element.removeAttribute('data-test-details');
    });
    expect(errors).toEqual([]);
  });

  it("lists an error response's schema once, in its entry, and copies it in when the reader opens the response", async () => {
    const {page, errors} = loaded();
    // Error responses start closed; the locator must not name that state, since it is found anew each time.
    const response = page.locator('details', {has: page.locator(':scope > summary', {hasText: '400'})}).first();
    expect(await response.getAttribute('open')).toBeNull();
    await response.scrollIntoViewIfNeeded();
    await expectCopiedOnOpen(response, '[data-schema-slot]');
    expect(errors).toEqual([]);
  });

  it('switches the sample tabs of an operation once the reader scrolls to it', async () => {
    const {page, errors} = loaded();
    // The last operation's samples, sent as text until the reader nears them (webhooks have no call samples).
    const lastOperation = operationsOf(document).at(-1)?.operationId ?? '';
    const last = page.locator(`[data-static-island="${id}-${lastOperation}-samples"]`);
    await last.scrollIntoViewIfNeeded();
    const tabs = last.getByRole('tab');
    const lastTab = tabs.last();
    await expect.poll(() => tabs.count()).toBeGreaterThan(1);
    // The samples go live, and load their module, once the reader acts near them; until then (marked busy)
    // a press lands on the served HTML, so press again as a reader would.
    await expect
      .poll(async () => {
        await lastTab.click();
        return lastTab.getAttribute('aria-selected');
      })
      .toBe('true');
    // A chosen tab's code is highlighted; it was served as plain text while hidden.
    const chosenPanel = last.locator('[role="tabpanel"]:not([hidden])');
    await expect.poll(() => chosenPanel.locator('.token-line').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it("serves the code of hidden sample tabs as bare text and the chosen tab's in the theme's code frame", () => {
    // The samples are sent apart (shared/deferred.ts): read them as the page puts them back.
    const dom = parseDocument(wholeHtml(download(route.slice(1) + 'index.html')));
    const panels = DomUtils.findAll((element) => element.attribs.role === 'tabpanel', dom.children);
    const highlighted = (panel: (typeof panels)[number]) =>
      DomUtils.findOne((element) => /\btoken-line\b/.test(element.attribs.class ?? ''), panel.children) !== null;
    const [hidden, shown] = [
      panels.filter(({attribs}) => 'hidden' in attribs),
      panels.filter(({attribs}) => !('hidden' in attribs)),
    ];
    expect(hidden.length).toBeGreaterThan(0);
    expect(hidden.filter(highlighted)).toEqual([]);
    expect(shown.filter(highlighted).length).toBe(shown.length);
  });

  it.each([
    ['desktop', desktopViewport],
    ['mobile', mobileViewport],
  ])('opens a link to an operation or schema with it at the top of the %s screen', async (_, viewport) => {
    // The last sections sit too near the end of the page to scroll to the top.
    const firstSchema = schemaNames(document)[0];
    const targets = [
      operationIds[1],
      operationIds[Math.floor(operationIds.length / 2)],
      firstSchema === undefined ? undefined : anchors.schema(firstSchema),
    ];
    // One tab, as a reader following links from other pages: each link is a full load of the page (a
    // blank page in between, since a link that changes only the fragment would not load it again).
    const tab = await openTab(await openContext(browser(), {viewport}));
    for (const target of targets) {
      if (target === undefined) throw new Error(`${route} has too few operations or schemas to test`);
      await tab.page.goto('about:blank');
      const {page} = await tab.open(`${origin}${route}#${target}`);
      const top = () =>
        page.evaluate((id) => window.document.getElementById(id)?.getBoundingClientRect().top ?? Number.NaN, target);
      await expect.poll(top, {message: target}).toBeLessThan(viewport.height / 4);
      // And it stays there while the parts come back in idle time, above it as well as below.
      await expect.poll(() => page.locator(deferredSelector).count()).toBe(0);
      expect(await top(), target).toBeLessThan(viewport.height / 4);
      expect(await top(), target).toBeGreaterThanOrEqual(0);
    }
    await tab.page.context().close();
  });

  it('draws a lifecycle diagram near the viewport, whose nodes a pointer can pass over without an error', async () => {
    const {page, errors} = loaded();
    await page.locator('[data-mermaid-pending]').first().scrollIntoViewIfNeeded();
    // The diagrams are islands that go live once the reader acts near them.
    await page.mouse.wheel(0, 100);
    const nodes = page.locator('.docusaurus-mermaid-container svg g.node');
    await expect.poll(() => nodes.count(), {timeout: 20_000}).toBeGreaterThan(0);
    // Mermaid's node tooltips used d3's selection.transition(), which the bundler had dropped.
    const thrown = await nodes.evaluateAll((elements) => {
      // A listener's exception is reported to the window's error event as the event is dispatched.
      const messages: string[] = [];
      const record = (event: ErrorEvent) => messages.push(event.message);
      window.addEventListener('error', record);
      for (const node of elements) {
        node.dispatchEvent(new MouseEvent('mouseover'));
        node.dispatchEvent(new MouseEvent('mouseout'));
      }
      window.removeEventListener('error', record);
      return messages;
    });
    expect(thrown).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('is in the sitemap, so the crawl audits it with axe in light and dark mode', () => {
    expect(sitemapRoutes()).toContain(route);
  });

  it('without JavaScript, shows every operation and schema heading and links its Markdown version, which has the deferred parts', async () => {
    const context = await browser().newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto(origin + route);
    const ids = await page.$$eval('[id]', (nodes) => nodes.map((node) => node.id));
    for (const expected of [...operationIds, ...schemaIds]) expect(ids).toContain(expected);
    const headings = await page.$$eval('h3[id^="operation/"]', (nodes) => nodes.map((node) => node.textContent));
    expect(headings).toHaveLength(operationIds.length);
    // The samples, the schemas' fields and closed sections are sent apart for a script (shared/deferred.ts).
    expect(await page.locator('[role="tabpanel"]').count()).toBe(0);
    const twinLink = page.getByRole('link', {name: 'Markdown version of this page'});
    await expect.poll(() => twinLink.isVisible()).toBe(true);
    const twin = download((await twinLink.getAttribute('href')) ?? '');
    expect(twin.match(/^#### Request samples$/gm)).toHaveLength(operationsOf(document).length);
    for (const name of schemaNames(document)) expect(twin).toContain(`\n### ${name}\n`);
    await context.close();
  });
});

/** The hold is the site's (src/clientModules/holdLinkedSection.ts): the longest page shows it. */
describe('a section linked after hydration', () => {
  const [{id, route}] = apiDocuments;
  const document = bundled(id);

  it.each([
    ['desktop', desktopViewport],
    ['mobile', mobileViewport],
  ])(
    'keeps a section a reader links to after hydration at the top of the %s screen, marked in the navigation',
    async (_, viewport) => {
      // Far down the page, past many sections laid out only when near: each landed up to 1,700 px off.
      const operations = operationsOf(document);
      const lastSchema = schemaNames(document).at(-8);
      const middle = operations[Math.floor(operations.length / 2)];
      const targets = [
        middle === undefined ? undefined : anchors.operation(middle.operationId),
        lastSchema === undefined ? undefined : anchors.schema(lastSchema),
        sectionIds.errorCodes,
      ];
      const {page} = await openPage(browser(), `${origin}${route}`, {viewport});
      for (const target of targets) {
        if (target === undefined) throw new Error(`${route} has too few operations or schemas to test`);
        // A link in the page's text or navigation; on a phone the navigation is folded, so the address changes.
        const link = page.locator(`nav a[href="#${target}"]`).first();
        if (await link.isVisible()) await link.click();
        else await page.evaluate((id) => (window.location.hash = id), target);
        const top = () =>
          page.evaluate((id) => window.document.getElementById(id)?.getBoundingClientRect().top ?? Number.NaN, target);
        await expect.poll(top, {message: target}).toBeLessThan(viewport.height / 4);
        // And it stays there once the sections around it are laid out.
        await page.waitForTimeout(1000);
        expect(await top(), target).toBeGreaterThanOrEqual(0);
        expect(await top(), target).toBeLessThan(viewport.height / 4);
        // Both navigations mark the section as the one being read.
        const marked = () =>
          page.$$eval('nav a[aria-current="location"]', (links) => links.map((link) => link.getAttribute('href')));
        await expect.poll(marked, {message: target}).toEqual([`#${target}`, `#${target}`]);
      }
      await page.context().close();
    },
  );
});

describe('links to the API reference', () => {
  it('point at an operation or schema anchor that exists on the target page, from every built page', () => {
    const referenceLink = /^([^#]*)#((?:operation|schema)\/.+)$/;
    const checked: string[] = [];
    const broken: string[] = [];
    for (const {route, html} of builtPages()) {
      const hrefs = elementsOf(html).flatMap(({attributes}) =>
        attributes.href === undefined ? [] : [attributes.href],
      );
      const references = hrefs.map((href) => referenceLink.exec(href)).filter((match) => match !== null);
      for (const [, path = '', anchor = ''] of references) {
        const target = new URL(path, `http://site.invalid${route}`).pathname;
        const file = builtFileFor(target);
        const targetIds = file === undefined ? new Set<string>() : elementIdsOfFile(file);
        checked.push(`${route} -> ${target}#${anchor}`);
        if (!targetIds.has(decodeURIComponent(anchor))) broken.push(`${route} -> ${target}#${anchor}`);
      }
    }
    expect(checked.length).toBeGreaterThan(0);
    expect(broken).toEqual([]);
  });
});
