import {useEffect, type RefObject} from 'react';
import {isFocusShortcut} from './shortcut';

/** Every mounted search input and its priority: one document listener serves them all. */
const inputs = new Map<HTMLInputElement, number>();

function isShown(element: HTMLElement): boolean {
  return element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
}

function isTypingTarget(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

function onKeyDown(event: KeyboardEvent): void {
  if (event.defaultPrevented || event.isComposing) return;
  if (!isFocusShortcut(event, isTypingTarget(event.target))) return;
  // The navbar's box is hidden on narrow screens and the mobile sidebar's while the sidebar is closed.
  const [target] = [...inputs]
    .filter(([input]) => isShown(input))
    .sort(([, a], [, b]) => b - a)
    .map(([input]) => input);
  if (target === undefined) return;
  event.preventDefault();
  target.focus();
  target.select();
}

/** Focuses, on `/` or Ctrl/Cmd+K, the visible search input of highest priority. */
export function useFocusShortcut(ref: RefObject<HTMLInputElement | null>, priority: number): void {
  useEffect(() => {
    const input = ref.current;
    if (input === null) return;
    if (inputs.size === 0) document.addEventListener('keydown', onKeyDown);
    inputs.set(input, priority);
    return () => {
      inputs.delete(input);
      if (inputs.size === 0) document.removeEventListener('keydown', onKeyDown);
    };
  }, [ref, priority]);
}
