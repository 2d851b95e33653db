/**
 * Puts back a page's deferred parts (shared/deferred.ts): a part in view or near it and the content of a
 * `<details>` as it opens, first; then, in idle time after the page has loaded, every other part, so
 * that find in page and printing see the whole page. A reference page sends its samples, schema entries
 * and closed sections this way, and a contract table on any page its long enum lists.
 */
import type {ClientModule} from '@docusaurus/types';
import {
  deferredAttribute,
  deferredSelector,
  loadDeferredParts,
  restoreDeferred,
  restoreOpened,
} from '@site/src/components/common/deferredParts';
import {createIdleQueue, scheduleIdle} from './idleQueue';

/** As far outside the viewport as the static islands go live, so a part is in place before it is seen. */
const nearMargin = '800px 0px';

let observer: IntersectionObserver | undefined;

/** A part whose download failed stays empty; opening its `<details>` or loading the page again retries. */
const leaveEmpty = (): undefined => undefined;

function observeDeferredParts(parts: readonly Element[]): void {
  observer?.disconnect();
  observer = new IntersectionObserver(
    (entries) => {
      for (const {isIntersecting, target} of entries) {
        if (!isIntersecting) continue;
        observer?.unobserve(target);
        restoreDeferred(target).catch(leaveEmpty);
      }
    },
    {rootMargin: nearMargin},
  );
  // A part inside a closed <details> has no box, so it is never near: it is put back as the details opens.
  for (const part of parts) observer.observe(part);
}

/** The parts waiting for idle time, by number: the page found them once, so the queue need not search again. */
const waitingParts = new Map<string, Element>();

/** A part by its number, put back a few at a time while the browser is idle, each in 8 ms slices. */
const restoreWhenIdle = createIdleQueue((number) => {
  const part = waitingParts.get(number);
  waitingParts.delete(number);
  if (part !== undefined) restoreDeferred(part).catch(leaveEmpty);
}, scheduleIdle);

/** Every part of the page, in page order, once its file is in: fetched once the page is idle after loading. */
function restoreAllWhenIdle(parts: readonly Element[]): void {
  for (const part of parts) waitingParts.set(part.getAttribute(deferredAttribute) ?? '', part);
  scheduleIdle(() => {
    loadDeferredParts()
      .then(() => {
        for (const number of waitingParts.keys()) restoreWhenIdle(number);
      })
      .catch(leaveEmpty);
  });
}

function restoreOnOpen(event: Event): void {
  const details = event.target;
  if (details instanceof HTMLDetailsElement && details.open) restoreOpened(details).catch(leaveEmpty);
}

/** A page printed before every part is back: its file is in by then, so each comes back at once. */
function restoreBeforePrint(): void {
  for (const part of document.querySelectorAll(deferredSelector)) restoreDeferred(part).catch(leaveEmpty);
}

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    // Only the first-loaded page's server HTML holds deferred parts; a page React renders holds none.
    const parts = [...document.querySelectorAll(deferredSelector)];
    if (parts.length === 0) return;
    observeDeferredParts(parts);
    restoreAllWhenIdle(parts);
  },
};

if (typeof document !== 'undefined') {
  // A toggle event does not bubble, so one capturing listener for the document catches every one. It is
  // added as the app starts, before any page's listener, so once the page's parts are in, a page reading
  // an opened <details> finds it whole.
  document.addEventListener('toggle', restoreOnOpen, true);
  window.addEventListener('beforeprint', restoreBeforePrint);
}

export default clientModule;
