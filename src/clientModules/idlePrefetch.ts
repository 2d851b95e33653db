// Change: wraps Docusaurus's window.docusaurus.prefetch so each prefetch waits for idle time, once per page. Guarded by tests/e2e/prefetch.test.ts; see notes/performance/idle-prefetch.md.
/**
 * Docusaurus prefetches the code of every internal link as it scrolls into view, inside the
 * IntersectionObserver callback: per link it matches the route table and appends a `<link rel="prefetch">`
 * per chunk. A page with many links in view (a long guide, an API reference's navigation) spent a phone's
 * main thread a quarter of a second on that just as it hydrated (`npm run bench`: total blocking time of
 * the long guide 306 ms -> 134 ms on mobile, the merchant API reference 105 ms -> 23 ms on desktop).
 * This module, loaded before the client entry sets `window.docusaurus`, wraps its `prefetch` so each call
 * waits for idle time, once per page: links to anchors of one page share its code, so the anchor is dropped
 * (Docusaurus keys its own cache by the full link, anchor included). Preloading on hover, which a reader is
 * waiting for, stays immediate.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {createIdleQueue, pagePath, scheduleIdle} from './idleQueue';

type DocusaurusGlobal = Window['docusaurus'];

function withIdlePrefetch(docusaurus: DocusaurusGlobal): DocusaurusGlobal {
  const prefetchWhenIdle = createIdleQueue((routePath) => {
    void docusaurus.prefetch(routePath);
  }, scheduleIdle);
  return Object.freeze({
    ...docusaurus,
    prefetch: (link: string) => {
      prefetchWhenIdle(pagePath(link));
      return false as const;
    },
  });
}

if (ExecutionEnvironment.canUseDOM) {
  let current: DocusaurusGlobal | undefined;
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    enumerable: true,
    get: () => current,
    set: (docusaurus: DocusaurusGlobal) => {
      current = withIdlePrefetch(docusaurus);
    },
  });
}
