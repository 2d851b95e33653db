/**
 * The "Try it" consoles' figures, in Chromium over a served build. On the merchant reference: the time from
 * pressing createPayment's "Try it" to the console's chunks having arrived, to its Send button, and to the
 * sandbox in the page being ready (its access token filled in); then a 5 MiB JSON body pasted into the
 * console's Request body, which the console holds out of the text box and checks, and sent, which the
 * simulator refuses with 413 (the contract's x-sandbox maxBodyBytes). The main thread's long tasks from the
 * paste to the answer say whether the page stays responsive meanwhile; the Long Tasks API reports only tasks
 * over 50 ms, so a longest task of 0 means none took longer. Each figure is measured at the CPU speed of
 * Lighthouse's mobile and desktop presets, 3 runs each in a fresh context (so the chunks load cold), and
 * is the median of its runs. `jiti bench/sandbox.ts <origin>` runs it alone against a served build.
 */
import type {Browser, Page} from 'playwright-core';
import {apiDocuments} from '../config/apiDocuments';
import {anchors} from '../contract-core';
import {launchBrowser, waitForHydration} from '../harness/chromium';
import {medianEach, presets, type Preset, type SandboxFigures} from './budgets';

const runs = 3;
/**
 * How many times slower the CPU runs, as in Lighthouse's presets: its mobile preset emulates a phone by
 * slowing the CPU 4 times; its desktop preset runs at the machine's speed.
 */
export const cpuSlowdown: Readonly<Record<Preset, number>> = {mobile: 4, desktop: 1};
const operationId = 'createPayment';
/** Five times the simulator's limit, as in the consoles' browser test (tests/e2e/sandbox-consoles.test.ts). */
const pastedDescriptionCharacters = 5 * 1024 * 1024;
/** Longer than any step takes on a busy machine, short enough to fail a broken console within the run. */
const stepTimeoutMs = 60_000;

const merchantReference = apiDocuments.find(({id}) => id === 'merchant')?.route ?? '/api-reference/';

interface Moments {
  readonly pressedAt: number;
  /** When the last script fetched after the press had arrived. */
  readonly chunksLoadedAt: number;
  readonly sendShownAt: number;
  readonly sandboxReadyAt: number;
}

interface PasteMoments {
  readonly pastedAt: number;
  readonly checkedAt: number;
  readonly answeredAt: number;
  readonly announcement: string;
}

interface LongTask {
  readonly startTime: number;
  readonly duration: number;
}

declare global {
  interface Window {
    /** The main thread's long tasks, recorded in the page from before the reader presses "Try it". */
    benchLongTasks?: {readonly observer: PerformanceObserver; readonly tasks: LongTask[]};
    /** What the benchmark pastes, made in the page beforehand, as the clipboard holds it before a paste. */
    benchClipboard?: DataTransfer;
  }
}

/** The longest task and the number of long tasks that overlap `[from, to]` on the page's clock. */
function longTasksWithin(tasks: readonly LongTask[], from: number, to: number): {longestMs: number; count: number} {
  const within = tasks.filter(({startTime, duration}) => startTime + duration >= from && startTime <= to);
  return {longestMs: Math.max(0, ...within.map(({duration}) => duration)), count: within.length};
}

/** Presses "Try it"; records when the console's chunks arrived, its Send button showed and its token came. */
async function openConsole(page: Page): Promise<Moments> {
  const section = page.locator(`[id="${anchors.operation(operationId)}"]`).locator('xpath=ancestor::section[1]');
  const tryIt = section.getByRole('button', {name: 'Try it'});
  await tryIt.scrollIntoViewIfNeeded();
  const moments = tryIt.evaluate(
    (button, {title, timeoutMs}) =>
      new Promise<Moments>((resolve, reject) => {
        const operation = button.closest('section');
        if (operation === null) throw new Error('"Try it" is outside an operation section');
        const consoleOf = () =>
          [...operation.querySelectorAll('section')].find((candidate) => candidate.textContent.includes(title));
        const timeout = setTimeout(() => {
          reject(new Error(`No console with a Send button and an access token ${timeoutMs} ms after "Try it"`));
        }, timeoutMs);
        let pressedAt = Number.NaN;
        let sendShownAt = Number.NaN;
        button.addEventListener(
          'click',
          () => {
            pressedAt = window.performance.now();
          },
          {capture: true, once: true},
        );
        // The Send button appears in one commit: a mutation observer sees the exact moment.
        const shown = new MutationObserver(() => {
          if ((consoleOf()?.querySelector('button[type=submit]') ?? null) === null) return;
          sendShownAt = window.performance.now();
          shown.disconnect();
          waitForToken();
        });
        shown.observe(operation, {childList: true, subtree: true});
        // An input's value is a property, not an attribute: look at each frame until the sandbox's token is in.
        const waitForToken = () => {
          const authorization = [...(consoleOf()?.querySelectorAll('input') ?? [])].find((input) =>
            input.value.startsWith('Bearer '),
          );
          if (authorization !== undefined && /^Bearer \S+/.test(authorization.value)) {
            clearTimeout(timeout);
            const chunks = window.performance
              .getEntriesByType('resource')
              .filter(
                (entry): entry is PerformanceResourceTiming =>
                  entry instanceof PerformanceResourceTiming &&
                  entry.initiatorType === 'script' &&
                  entry.startTime >= pressedAt,
              );
            resolve({
              pressedAt,
              chunksLoadedAt: Math.max(pressedAt, ...chunks.map(({responseEnd}) => responseEnd)),
              sendShownAt,
              sandboxReadyAt: window.performance.now(),
            });
          } else {
            requestAnimationFrame(waitForToken);
          }
        };
      }),
    {title: `Try ${operationId} in the sandbox`, timeoutMs: stepTimeoutMs},
  );
  await tryIt.click();
  return moments;
}

/**
 * Pastes the prepared body into the console's Request body, waits until the console has checked it, presses
 * Send and waits for the announced answer: all in the page, on its clock.
 */
async function pasteAndSend(page: Page): Promise<PasteMoments> {
  const console = page.getByRole('region', {name: `Try ${operationId} in the sandbox`});
  return console.evaluate(
    (region, timeoutMs) =>
      new Promise<PasteMoments>((resolve, reject) => {
        const body = region.querySelector('textarea');
        const check = document.getElementById(body?.getAttribute('aria-describedby') ?? '');
        const send = region.querySelector<HTMLButtonElement>('button[type=submit]');
        const announcement = region.querySelector(':scope > p[role=status]');
        const clipboard = window.benchClipboard;
        if (body === null || check === null || send === null || announcement === null || clipboard === undefined) {
          throw new Error('The console has no Request body, check, Send button or status line');
        }
        const timeout = setTimeout(() => {
          reject(new Error(`No answer ${timeoutMs} ms after the paste: "${announcement.textContent}"`));
        }, timeoutMs);
        let checkedAt = Number.NaN;
        const answered = new MutationObserver(() => {
          const text = announcement.textContent;
          if (!/answered|No answer/.test(text)) return;
          answered.disconnect();
          clearTimeout(timeout);
          resolve({pastedAt, checkedAt, answeredAt: window.performance.now(), announcement: text});
        });
        // The console marks its check busy once it has taken the paste, and idle once the check is shown.
        let busy = false;
        const checked = new MutationObserver(() => {
          const now = check.getAttribute('aria-busy');
          busy ||= now === 'true';
          if (!busy || now !== 'false') return;
          checked.disconnect();
          checkedAt = window.performance.now();
          answered.observe(announcement, {childList: true, subtree: true, characterData: true});
          send.click();
        });
        checked.observe(check, {attributes: true, attributeFilter: ['aria-busy']});
        body.focus();
        const pastedAt = window.performance.now();
        body.dispatchEvent(new ClipboardEvent('paste', {clipboardData: clipboard, bubbles: true, cancelable: true}));
      }),
    stepTimeoutMs,
  );
}

async function measureOnce(browser: Browser, origin: string, preset: Preset): Promise<SandboxFigures> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(origin + merchantReference);
    await waitForHydration(page);
    // The page loads at full speed: what is measured is what follows the reader's press.
    const devTools = await context.newCDPSession(page);
    await devTools.send('Emulation.setCPUThrottlingRate', {rate: cpuSlowdown[preset]});
    await page.evaluate(() => {
      const tasks: LongTask[] = [];
      const observer = new PerformanceObserver((list) => {
        for (const {startTime, duration} of list.getEntries()) tasks.push({startTime, duration});
      });
      observer.observe({type: 'longtask'});
      window.benchLongTasks = {observer, tasks};
    });
    const opened = await openConsole(page);
    await page.evaluate(
      ([characters]) => {
        const clipboard = new DataTransfer();
        clipboard.setData('text/plain', JSON.stringify({amount: 1999, description: 'x'.repeat(characters ?? 0)}));
        window.benchClipboard = clipboard;
      },
      [pastedDescriptionCharacters],
    );
    const sent = await pasteAndSend(page);
    if (!/answered 413/.test(sent.announcement)) {
      throw new Error(`The simulator should refuse a 5 MiB body with 413; the console says "${sent.announcement}"`);
    }
    // A long task is reported once it has ended: let the last one's report arrive.
    await page.waitForTimeout(200);
    const tasks = await page.evaluate(() => {
      const recorded = window.benchLongTasks;
      if (recorded === undefined) throw new Error('The page lost its record of long tasks');
      const {observer, tasks: reported} = recorded;
      return [...reported, ...observer.takeRecords().map(({startTime, duration}) => ({startTime, duration}))];
    });
    const opening = longTasksWithin(tasks, opened.pressedAt, opened.sandboxReadyAt);
    const pasting = longTasksWithin(tasks, sent.pastedAt, sent.answeredAt);
    return {
      openToChunksLoadedMs: Math.round(opened.chunksLoadedAt - opened.pressedAt),
      openToSendMs: Math.round(opened.sendShownAt - opened.pressedAt),
      openToSandboxReadyMs: Math.round(opened.sandboxReadyAt - opened.pressedAt),
      openLongestTaskMs: Math.round(opening.longestMs),
      pasteToCheckedMs: Math.round(sent.checkedAt - sent.pastedAt),
      sendToAnswerMs: Math.round(sent.answeredAt - sent.checkedAt),
      pasteToAnswerMs: Math.round(sent.answeredAt - sent.pastedAt),
      longestTaskMs: Math.round(pasting.longestMs),
      longTasks: pasting.count,
    };
  } finally {
    await context.close();
  }
}

/** The figures at each preset's CPU speed, each the median of its runs. */
export async function measureSandbox(browser: Browser, origin: string): Promise<Record<Preset, SandboxFigures>> {
  const figures = {} as Record<Preset, SandboxFigures>;
  for (const preset of presets) {
    const measured: SandboxFigures[] = [];
    for (let run = 0; run < runs; run += 1) measured.push(await measureOnce(browser, origin, preset));
    figures[preset] = medianEach(measured);
  }
  return figures;
}

if (process.argv[1]?.endsWith('bench/sandbox.ts') === true) {
  const origin = process.argv[2];
  if (origin === undefined)
    throw new Error('Give the origin of a served build: jiti bench/sandbox.ts http://127.0.0.1:3000');
  void (async () => {
    const browser = await launchBrowser();
    try {
      console.table(await measureSandbox(browser, origin));
    } finally {
      await browser.close();
    }
  })().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
