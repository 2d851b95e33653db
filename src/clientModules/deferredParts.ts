/**
 * Puts back a page's deferred parts (shared/deferred.ts) as the reader reaches them: a part in view or
 * near it, and the content of a `<details>` as it opens. A reference page sends its samples, schema entries
 * and closed sections this way, and a contract table on any page its long enum lists.
 */
import type {ClientModule} from '@docusaurus/types';
import {deferredSelector, restoreDeferred, restoreOpened} from '@site/src/components/common/deferredParts';

/** As far outside the viewport as the static islands go live, so a part is in place before it is seen. */
const nearMargin = '800px 0px';

let observer: IntersectionObserver | undefined;

/** A part whose download failed stays empty; opening its `<details>` or loading the page again retries. */
const leaveEmpty = (): undefined => undefined;

function observeDeferredParts(): void {
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
  for (const part of document.querySelectorAll(deferredSelector)) observer.observe(part);
}

function restoreOnOpen(event: Event): void {
  const details = event.target;
  if (details instanceof HTMLDetailsElement && details.open) restoreOpened(details).catch(leaveEmpty);
}

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    observeDeferredParts();
  },
};

if (typeof document !== 'undefined') {
  // A toggle event does not bubble, so one capturing listener for the document catches every one. It is
  // added as the app starts, before any page's listener, so once the page's parts are in, a page reading
  // an opened <details> finds it whole.
  document.addEventListener('toggle', restoreOnOpen, true);
}

export default clientModule;
