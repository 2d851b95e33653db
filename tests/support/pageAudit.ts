import type {Browser, Locator, Page, Request} from 'playwright-core';
import {deferredAttribute, deferredPartsMeta, deferredSelector} from '../../shared/deferred';
import {axeScript} from './axe';
import {colourToggle, openContext, openTab, type Tab} from './browser';

export interface PageAudit {
  readonly path: string;
  readonly consoleErrors: readonly string[];
  readonly offOriginRequests: readonly string[];
  readonly axeViolations: readonly string[];
  /** What search engines and assistive technology miss: h1 count, title, description, canonical, outline. */
  readonly documentProblems: readonly string[];
  /** Text a reader sees with JavaScript that the served HTML lacks, block by block. */
  readonly missingWithoutJavaScript: readonly string[];
}

/**
 * Mermaid diagrams are drawn only when they come near the viewport (src/theme/Mermaid): bring each one
 * into view and wait until all are drawn, so axe checks them too.
 */
export async function drawEveryDiagram(page: Page): Promise<void> {
  const pending = page.locator('[data-mermaid-pending]');
  const count = await pending.count();
  if (count === 0) return;
  const drawn = await page.locator('.docusaurus-mermaid-container').count();
  // Each diagram drawn replaces its marker, and one scroll may bring several near.
  for (let left = count; left > 0; left = await pending.count()) {
    await pending.first().scrollIntoViewIfNeeded();
    await page.waitForFunction((before) => document.querySelectorAll('[data-mermaid-pending]').length < before, left);
  }
  await page.waitForFunction(
    (total) => document.querySelectorAll('.docusaurus-mermaid-container svg').length >= total,
    drawn + count,
  );
  await page.evaluate(() => {
    window.scrollTo(0, 0);
  });
}

/**
 * Long pages skip rendering the sections far from the viewport (`content-visibility: auto`), and what is
 * not rendered has no colours for axe and no `innerText`: render everything, as scrolling to it would.
 */
async function renderEverything(page: Page): Promise<void> {
  // Not page.addStyleTag, which waits for a load event that a page without JavaScript never fires.
  // Once per document: the audit and axe both ask, and each new rule restyles the whole page.
  await page.evaluate(() => {
    if (document.querySelector('style[data-render-everything]') !== null) return;
    const style = document.createElement('style');
    style.dataset.renderEverything = '';
    style.textContent = '* { content-visibility: visible !important; }';
    document.head.append(style);
  });
}

/**
 * Puts back every part the host sent apart (shared/deferred.ts), as reaching it or opening its
 * `<details>` would, so the audit reads the whole page.
 */
export async function restoreDeferredParts(page: Page): Promise<void> {
  await page.evaluate(
    async ({attribute, meta, pending}) => {
      const path = document.querySelector<HTMLMetaElement>(`meta[name="${meta}"]`)?.content;
      if (path === undefined) return;
      const parts = (await (await fetch(path)).json()) as string[];
      for (const part of document.querySelectorAll(pending)) {
        part.innerHTML = parts[Number(part.getAttribute(attribute))] ?? '';
        part.setAttribute(attribute, '');
      }
    },
    {attribute: deferredAttribute, meta: deferredPartsMeta, pending: deferredSelector},
  );
}

/** The page's head and heading outline, read from the live DOM. */
export async function documentProblemsOn(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const headings = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')];
    const h1s = headings.filter((heading) => heading.tagName === 'H1').length;
    if (h1s !== 1) problems.push(`${h1s} h1 elements, not one`);
    if (document.title.trim() === '') problems.push('no <title>');
    const description = document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content.trim() ?? '';
    if (description === '') problems.push('no meta description');
    const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? '';
    if (canonical === '') problems.push('no canonical URL');
    let previous = 0;
    for (const heading of headings) {
      const level = Number(heading.tagName.slice(1));
      if (level > previous + 1) {
        problems.push(`h${level} "${heading.textContent.trim().slice(0, 60)}" follows h${previous}`);
      }
      previous = level;
    }
    return problems;
  });
}

/** Blocks of readable text in the page's main content, excluding what only a script can draw. */
function mainTextBlocks(page: Page): Promise<string[]> {
  return page.evaluate((deferred) => {
    const main = document.querySelector('main') ?? document.body;
    // Diagrams are drawn, search results listed and tab lists shown by scripts; without them tab panels all
    // show. A part marked data-needs-javascript is a program that runs in the page (the sandbox's consoles);
    // one marked data-deferred is sent as text for a script to put back (the reference pages link their
    // Markdown version for readers without JavaScript).
    const scriptOnly = `svg, .docusaurus-mermaid-container, [role="listbox"], [role="tablist"], [data-needs-javascript], [${deferred}]`;
    return [...main.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6, p, li, td, th, dt, dd')]
      .filter((element) => element.closest(scriptOnly) === null)
      .map((element) => element.innerText.replace(/\s+/g, ' ').trim())
      .filter((text) => text !== '');
  }, deferredAttribute);
}

/**
 * Loads the page again with JavaScript off and lists the text blocks of the hydrated page that the served
 * HTML does not show, so every page reads without scripts.
 */
async function textMissingWithoutJavaScript(page: Page, url: string, hydrated: Page): Promise<string[]> {
  const expected = await mainTextBlocks(hydrated);
  await page.goto(url);
  await renderEverything(page);
  const served = (await page.evaluate(() => (document.querySelector('main') ?? document.body).innerText))
    .replace(/\s+/g, ' ')
    .trim();
  return expected.filter((block) => !served.includes(block));
}

interface AxeResult {
  violations: {id: string; impact: string; nodes: {target: string[]}[]}[];
}

// WCAG 2.2 AA adds the target size rule (2.5.8), which Lighthouse's accessibility audit also runs.
const wcagAA = {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']} as const;

/**
 * The WCAG 2 A/AA rules of axe whose outcome depends on colour. A colour mode changes only CSS variables,
 * so every other rule gives the same answer in both modes and the crawl runs it once, in light mode.
 */
const colourRuleIds = ['color-contrast', 'link-in-text-block'] as const;

/** Which of axe's WCAG 2 A/AA rules to run: all of them, or the colour rules alone. */
export type AxeRules = 'all' | 'colour';

export interface AxeScope {
  /** The rules to run (all of WCAG 2 A/AA unless given). */
  readonly rules?: AxeRules;
  /**
   * Only this part of the page: a component a test checks on a page the crawl audits whole, or the elements
   * a selector matches (with what they hold).
   */
  readonly within?: Locator | string;
  /** Selectors of parts to leave out. */
  readonly exclude?: readonly string[];
}

/** Runs axe's WCAG 2 A/AA rules (or the given subset) on the page as it is now: one line per violation. */
export async function axeViolationsOn(
  page: Page,
  {rules = 'all', within, exclude = []}: AxeScope = {},
): Promise<string[]> {
  // Colours ease in after a change (a colour mode, a control's new state); axe must measure them settled.
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
  // A component the test has in view is rendered already; the rest of the page may not be.
  if (typeof within !== 'object') await renderEverything(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({url: axeScript.route});
  await page.evaluate(() => {
    for (const scoped of document.querySelectorAll('[data-axe-scope]')) scoped.removeAttribute('data-axe-scope');
  });
  if (typeof within === 'object') {
    await within.evaluate((element) => {
      element.setAttribute('data-axe-scope', '');
    });
  }
  const include = typeof within === 'object' ? '[data-axe-scope]' : within;
  // Only violations are reported, so axe need not gather the details of passing and incomplete checks.
  // The style sheets are fetched and parsed for the one rule that reads them (CSS orientation lock).
  const result = await page.evaluate(
    async ({options, context}) => {
      const axe = (window as unknown as {axe: {run(context: object, options: object): Promise<AxeResult>}}).axe;
      return axe.run(context, {...options, resultTypes: ['violations']});
    },
    {
      options:
        rules === 'colour'
          ? {runOnly: {type: 'rule', values: colourRuleIds}, preload: false}
          : {runOnly: wcagAA, preload: true},
      context: {
        ...(include === undefined ? {} : {include: [[include]]}),
        exclude: exclude.map((selector) => [selector]),
      },
    },
  );
  return result.violations.map(
    ({id, impact, nodes}) => `${id} (${impact}): ${nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/**
 * How long the page must stay still after an action to count as settled. React reveals content that
 * waited for a chunk (a code block's highlighting, in a chunk of its own) no sooner than 300 ms after it
 * showed what stands in for it (its fallback throttle), so a shorter stillness could fall between the two.
 */
const stillForMs = 400;

/**
 * Runs an action a reader takes and waits until the page has settled after it: fonts loaded, no request
 * of the tab in flight, and nothing in the DOM changed for `stillForMs`. This observes only what any page
 * shows, so it also waits for whatever the action woke that the crawl knows nothing of.
 */
async function settledAfter(page: Page, action: () => Promise<void>): Promise<void> {
  const inFlight = new Set<Request>();
  const started = (request: Request) => inFlight.add(request);
  const ended = (request: Request) => inFlight.delete(request);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await action();
    do {
      await page.evaluate(
        (stillMs) =>
          new Promise<void>((resolve) => {
            let timer: ReturnType<typeof setTimeout> | undefined;
            const observer = new MutationObserver(restart);
            function restart(): void {
              clearTimeout(timer);
              timer = setTimeout(() => {
                observer.disconnect();
                resolve();
              }, stillMs);
            }
            observer.observe(document, {subtree: true, childList: true, attributes: true, characterData: true});
            void document.fonts.ready.then(restart);
          }),
        stillForMs,
      );
    } while (inFlight.size > 0);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/**
 * Switches the page to dark mode with the navbar's own colour-mode toggle, as a reader does, and waits
 * until every Mermaid diagram has been drawn again in the dark theme (each redraw replaces its SVG) and the
 * page has settled: the toggle is the reader's first action on the page, so the code blocks near the
 * viewport go live (StaticIsland) and their plain text gives way to highlighted text.
 */
async function switchToDarkMode(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const svg of document.querySelectorAll('.docusaurus-mermaid-container svg'))
      svg.setAttribute('data-light-drawing', '');
  });
  const toggle = colourToggle(page);
  await settledAfter(page, async () => {
    // The toggle cycles through its modes (light, dark, system); at most three presses reach dark.
    for (let presses = 0; presses < 3 && (await page.getAttribute('html', 'data-theme')) !== 'dark'; presses += 1) {
      await toggle.click();
    }
    const theme = await page.getAttribute('html', 'data-theme');
    if (theme !== 'dark') throw new Error(`the colour-mode toggle left the page in ${String(theme)} mode`);
    await page.waitForFunction(() => document.querySelector('svg[data-light-drawing]') === null);
  });
}

/**
 * Where a crawl loads its pages: a tab with scripts and a stored light mode, and a tab without scripts.
 * Each loads one page after another, sharing the cached, compiled scripts and styles, as a reader's
 * browser does. The kinds of site chrome axe has checked whole so far are kept with them.
 */
export interface CrawlTabs {
  readonly scripted: Tab;
  readonly scriptless: Page;
  readonly chromeAudited: Set<string>;
}

/** A crawl's tabs, with nothing audited yet. */
export async function openCrawlTabs(browser: Browser): Promise<CrawlTabs> {
  const scriptless = await openContext(browser, {javaScriptEnabled: false});
  // With reduced motion the theme switches colours at once rather than easing them in for 200 ms, which
  // the dark-mode audit would wait out on every page; the colours it then measures are the same.
  const scripted = await openContext(browser, {colourMode: 'light', reducedMotion: 'reduce'});
  // The tab asks to save data, as a reader on a metered connection does, so Docusaurus prefetches nothing
  // for the links in view (the long guide added 424 prefetch links within 1.5 s of loading, for pages the
  // crawl opens anyway). Every page's own code loads when the crawl opens it; prefetch.test.ts checks
  // prefetching.
  await scripted.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {value: {effectiveType: '4g', saveData: true}});
  });
  return {
    scripted: await openTab(scripted),
    scriptless: await scriptless.newPage(),
    chromeAudited: new Set(),
  };
}

export async function closeCrawlTabs(tabs: CrawlTabs): Promise<void> {
  await tabs.scripted.page.context().close();
  await tabs.scriptless.context().close();
}

/**
 * The site's chrome: the skip link, the announcement bar, the navbar, the footer and the docs sidebar. They
 * are the same markup with the same styles on every page of a kind (the sidebar differs only in which item
 * is current and which categories are open, both shown with classes every sidebar uses), and on a short
 * docs page they hold some 40 % of what axe checks.
 */
const siteChrome = [
  '[role="region"][aria-label="Skip to main content"]',
  '.theme-announcement-bar',
  '.navbar',
  '.footer',
  '.theme-doc-sidebar-container',
];

/**
 * The kind of chrome a page shows: each docs sidebar is a kind of its own (named by its first link), and
 * pages without one share the plain kind.
 */
function chromeKindOf(page: Page): Promise<string> {
  return page.evaluate(
    () => document.querySelector('.theme-doc-sidebar-container a[href]')?.getAttribute('href') ?? 'no docs sidebar',
  );
}

/**
 * Loads one page in light mode, waits for hydration, and reports what a reader would suffer from:
 * console errors, requests that leave the site, axe WCAG 2 A/AA violations, a broken head or outline, and
 * text that needs JavaScript to show. It then switches the same page to dark mode with the navbar's toggle
 * and runs what a colour mode can change again: console errors, requests and axe's colour rules. The head,
 * the outline and the served HTML are the same in both modes, so those are read once. The site's chrome
 * is audited on the first page of its kind (`CrawlTabs.chromeAudited`).
 */
export async function auditPage(tabs: CrawlTabs, origin: string, path: string): Promise<PageAudit> {
  const {page, errors, offOriginRequests} = await tabs.scripted.open(origin + path);
  const theme = await page.getAttribute('html', 'data-theme');
  if (theme !== 'light') throw new Error(`${path} rendered in ${String(theme)} mode, not light`);

  await restoreDeferredParts(page);
  await renderEverything(page);
  await drawEveryDiagram(page);
  const documentProblems = await documentProblemsOn(page);
  const missingWithoutJavaScript = await textMissingWithoutJavaScript(tabs.scriptless, origin + path, page);
  // axe checks the chrome of each kind whole on the first page that shows it, and leaves it out after.
  const chromeKind = await chromeKindOf(page);
  const exclude = tabs.chromeAudited.has(chromeKind) ? siteChrome : [];
  tabs.chromeAudited.add(chromeKind);
  const lightViolations = await axeViolationsOn(page, {exclude});
  await switchToDarkMode(page);
  const darkViolations = await axeViolationsOn(page, {rules: 'colour', exclude});
  return {
    path,
    consoleErrors: errors,
    offOriginRequests,
    documentProblems,
    missingWithoutJavaScript,
    axeViolations: [
      ...lightViolations.map((line) => `light: ${line}`),
      ...darkViolations.map((line) => `dark: ${line}`),
    ],
  };
}
