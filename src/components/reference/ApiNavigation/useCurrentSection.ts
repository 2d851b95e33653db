import {useEffect} from 'react';
import {whenIdle} from '@site/src/components/common/whenIdle';
import styles from './styles.module.css';

/** The sections the navigation links to, in page order: the desktop column's links, which are never deferred. */
function linkedSections(): string[] {
  const links = document.querySelectorAll<HTMLAnchorElement>(`a.${styles.link}[href^="#"]`);
  return [...new Set([...links].map((link) => decodeURIComponent(link.hash.slice(1))))];
}

/** Both navigations' links to a section; a phone's copy is there once its deferred part is back. */
function linksTo(id: string): NodeListOf<HTMLAnchorElement> {
  return document.querySelectorAll<HTMLAnchorElement>(`a.${styles.link}[href="#${CSS.escape(id)}"]`);
}

/** Below the navbar's height, where a followed link puts its heading (the headings' scroll margin). */
const readingLineBelowNavbar = 24;

/**
 * The section at the reading line: the last heading at or before, in the document, what the line crosses.
 * It compares places in the document, never boxes: reading a far heading's box would lay out the sections
 * the browser skips while they are off screen (content-visibility), a long task on a phone.
 */
function currentHeading(headings: readonly HTMLElement[]): HTMLElement | undefined {
  const navbarHeight = document.querySelector<HTMLElement>('.navbar')?.offsetHeight ?? 0;
  const crossed = document.elementFromPoint(window.innerWidth / 2, navbarHeight + readingLineBelowNavbar);
  if (crossed === null) return undefined;
  let low = 0;
  let high = headings.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    const heading = headings[middle];
    const before =
      heading !== undefined &&
      (heading === crossed || (heading.compareDocumentPosition(crossed) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0);
    if (before) low = middle + 1;
    else high = middle;
  }
  return headings[low - 1];
}

/** Scrolls the sticky desktop column, not the page, so its current link is in view. */
function reveal(link: HTMLAnchorElement): void {
  const column = link.closest<HTMLElement>(`.${styles.desktop}`);
  if (column === null || column.scrollHeight <= column.clientHeight) return;
  const columnBox = column.getBoundingClientRect();
  const linkBox = link.getBoundingClientRect();
  if (linkBox.top < columnBox.top || linkBox.bottom > columnBox.bottom)
    column.scrollTop += linkBox.top - columnBox.top - column.clientHeight / 3;
}

/**
 * Marks the navigation's links to the section being read (`aria-current="location"`) as the reader scrolls,
 * once a frame at most. The navigation is a static island, so its links are marked in the DOM.
 */
export function useCurrentSection(): void {
  useEffect(() => {
    const headings = linkedSections().flatMap((id) => document.getElementById(id) ?? []);
    let current: string | undefined;
    let frame = 0;
    const mark = (id: string | undefined, on: boolean) => {
      if (id === undefined) return;
      for (const link of linksTo(id)) {
        if (!on) link.removeAttribute('aria-current');
        else if (!link.hasAttribute('aria-current')) link.setAttribute('aria-current', 'location');
      }
    };
    const update = () => {
      frame = 0;
      const id = currentHeading(headings)?.id;
      if (id !== current) {
        mark(current, false);
        if (id !== undefined) linksTo(id).forEach(reveal);
      }
      // Marked when unchanged too, for the phone's list if it has come back since.
      mark(id, true);
      current = id;
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(update);
    };
    // The first mark waits for idle time, when the frame after hydration has laid the page out.
    const firstMark = whenIdle(schedule, 2000);
    window.addEventListener('scroll', schedule, {passive: true});
    window.addEventListener('resize', schedule);
    // The phone's list is a deferred part: mark it as it comes back.
    const phoneList = new MutationObserver(schedule);
    for (const list of document.querySelectorAll(`.${styles.mobile} nav`)) phoneList.observe(list, {childList: true});
    return () => {
      phoneList.disconnect();
      firstMark();
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      mark(current, false);
    };
  }, []);
}
