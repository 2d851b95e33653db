// Change: Docusaurus's page template (ssgTemplate.html) without its <script defer> tags; an inline loader at the end of the body starts the same scripts after the first paint. Guarded by tests/unit/framework-internals.test.ts; see notes/performance/paint-first-template.md.
/**
 * The page template (Docusaurus's `ssrTemplate`), changed in one place: the site's scripts are requested
 * once the served page has painted, not from `<script defer>` tags in the head.
 *
 * Every page is complete as served, so nothing a reader sees waits for the scripts. With the scripts in the
 * head, though, a fast connection could run the whole bundle before the first paint: the text then
 * appeared only after React DOM and the main bundle had been fetched and run, and Lighthouse counted both
 * into the largest contentful paint (about 2.0 s on a phone, 2.8 s when the race went that way; 0.9-1.7 s
 * with this template).
 */

import {deferredSelector} from '../../shared/deferred';
import {fragmentId} from '../../shared/fragment';

/**
 * Runs in the page, inlined at the end of the body: starts the scripts in order after the first frame (or
 * after a second, in a background tab that draws no frames).
 *
 * The browser keeps a linked section (`#fragment`) in view only until the page's load event, and without
 * deferred scripts that event comes before long pages have finished laying out: the reference pages lay
 * out their sections as they come into view, so a link landed up to 2,000 px off. A resize of the page's
 * content scrolls the linked element back into view until the reader starts moving on their own, or the
 * page has hydrated, put back every deferred part (`pendingParts` finds those still out, shared/deferred.ts:
 * they come back in idle time, and a part near the linked element moves it) and kept its size for a second.
 * `idOf` is `fragmentId`, inlined beside it; src/clientModules/holdLinkedSection.ts holds the sections of
 * links the reader follows later.
 */
function loadAfterFirstPaint(idOf: typeof fragmentId, pendingParts: string, scripts: readonly string[]): void {
  const content = document.getElementById('__docusaurus');
  const linkedId = idOf(location.hash);
  if (linkedId !== undefined && content !== null) {
    const readerActions = ['wheel', 'touchstart', 'keydown', 'pointerdown'];
    let settled: number | undefined;
    const release = () => {
      holdLinkedElement.disconnect();
      window.clearTimeout(settled);
      for (const type of readerActions) removeEventListener(type, release, true);
    };
    const complete = () =>
      document.documentElement.dataset.hasHydrated === 'true' && document.querySelector(pendingParts) === null;
    const settle = () => {
      window.clearTimeout(settled);
      settled = window.setTimeout(() => {
        if (complete()) release();
        else settle();
      }, 1000);
    };
    const holdLinkedElement = new ResizeObserver(() => {
      document.getElementById(linkedId)?.scrollIntoView();
      settle();
    });
    for (const type of readerActions) addEventListener(type, release, {capture: true, passive: true});
    holdLinkedElement.observe(content);
  }

  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const src of scripts) {
      const script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.head.append(script);
    }
  };
  requestAnimationFrame(() => setTimeout(start));
  setTimeout(start, 1000);
}

export const paintFirstTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>(${loadAfterFirstPaint.toString()})(${fragmentId.toString()}, ${JSON.stringify(deferredSelector)}, <%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>);</script>
  </body>
</html>
`;
