/**
 * Keeps the section a followed link names at the top of the screen while the page around it settles.
 *
 * Long pages lay out only the blocks near the viewport (notes/performance/content-visibility.md), so when a
 * reader follows a link after the page has hydrated (in the page, or from another page of the site), the
 * browser or Docusaurus scrolls the linked element into view once, against sizes guessed for the blocks
 * not yet laid out. As the blocks near it are laid out, it moves: on the API reference a link to a schema
 * landed 350 px past it, one to the error codes 1,700 px. The served page's own script
 * (plugins/paint-first-template) holds the first load's link the same way until hydration; this takes over
 * from there.
 */
import type {ClientModule} from '@docusaurus/types';
import {fragmentId} from '@site/shared/fragment';

const readerActions = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** The hold ends once the page has kept its size this long, or when the reader moves on their own. */
const settledMs = 1000;

let releaseHeld: (() => void) | undefined;

function holdInView(id: string): void {
  releaseHeld?.();
  const content = document.getElementById('__docusaurus');
  if (content === null) return;
  let settled: number | undefined;
  const release = () => {
    observer.disconnect();
    window.clearTimeout(settled);
    for (const type of readerActions) removeEventListener(type, release, true);
    releaseHeld = undefined;
  };
  // Called once when observing starts, then on every change of the page's size.
  const observer = new ResizeObserver(() => {
    document.getElementById(id)?.scrollIntoView();
    window.clearTimeout(settled);
    settled = window.setTimeout(release, settledMs);
  });
  for (const type of readerActions) addEventListener(type, release, {capture: true, passive: true});
  observer.observe(content);
  releaseHeld = release;
}

const holdLinkedSection: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    // The first load is held by the served page's script until it settles after hydration.
    if (previousLocation === null) return;
    const id = fragmentId(location.hash);
    if (id !== undefined) holdInView(id);
  },
};

export default holdLinkedSection;
