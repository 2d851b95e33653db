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

const topOf = (heading: HTMLElement | undefined): number => heading?.getBoundingClientRect().top ?? Infinity;

/** The first heading at or below the viewport's top, by halving: headings run down the page in the order given. */
function firstInView(headings: readonly HTMLElement[]): number {
  let low = 0;
  let high = headings.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    // A pixel's grace: a heading a link scrolled to can sit a fraction above the top.
    if (topOf(headings[middle]) < -1) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The section being read: the first heading in view if it is in the upper half (where a followed link puts
 * it), or else the one before it, whose text fills the screen.
 */
function currentHeading(headings: readonly HTMLElement[]): HTMLElement | undefined {
  const index = firstInView(headings);
  return topOf(headings[index]) < window.innerHeight / 2 ? headings[index] : headings[index - 1];
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
    // The first mark waits for idle time: read in the frame after hydration, the headings' places forced
    // the page's whole layout early (55 ms on a desktop, a long task on a phone); by then the frame has laid it out.
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
