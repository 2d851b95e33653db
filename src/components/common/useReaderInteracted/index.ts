import {useSyncExternalStore} from 'react';

/**
 * What a reader does first on a page: scroll it, point at it, touch it, press a key, or move the focus (a
 * screen reader moving through links need not send key presses to the page).
 */
const interactionEvents = [
  'scroll',
  'wheel',
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'focusin',
] as const;
const listenerOptions = {capture: true, passive: true} as const;

let interacted = false;
const subscribers = new Set<() => void>();

function stopListening(): void {
  for (const type of interactionEvents) window.removeEventListener(type, onInteraction, listenerOptions);
}

function onInteraction(): void {
  interacted = true;
  stopListening();
  for (const notify of subscribers) notify();
  subscribers.clear();
}

function subscribe(notify: () => void): () => void {
  if (interacted) return () => undefined;
  if (subscribers.size === 0) {
    for (const type of interactionEvents) window.addEventListener(type, onInteraction, listenerOptions);
  }
  subscribers.add(notify);
  return () => {
    subscribers.delete(notify);
    if (subscribers.size === 0 && !interacted) stopListening();
  };
}

function subscribeToNothing(): () => void {
  return () => undefined;
}

/**
 * Whether the reader has done anything on the page since it loaded; once true it stays true. Work that
 * only matters to a reader who acts (highlighting, copy buttons, tabs) can wait for it, which keeps it out
 * of the load's blocking time: a capture listener on the window also hears scrolls of inner elements.
 * Nothing is listened to, and the caller does not render again on the first action, while `watch` is
 * false.
 */
export function useReaderInteracted(watch = true): boolean {
  return useSyncExternalStore(
    watch ? subscribe : subscribeToNothing,
    () => watch && interacted,
    () => false,
  );
}
