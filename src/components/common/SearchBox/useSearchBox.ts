import {useEffect, useMemo, useRef, useState, type KeyboardEvent, type RefObject} from 'react';
import {keyAction} from './keys';
import {useLazySearch, type SearchState} from './useLazySearch';
import type {SearchResult} from '@site/shared/search/results';

/** The results stay this long after the box loses focus, so a click on one still lands (notes/requirements.md#search). */
export const hideDelayMs = 200;

export function optionId(boxId: string, index: number): string {
  return `${boxId}-result-${index}`;
}

/**
 * The loading message waits this long, so a download that is quick enough never flashes it: drawing it was
 * a third of the first keystroke's work on a phone, for a message shown a moment before the results.
 */
export const loadingMessageDelayMs = 500;

/** Whether `waiting` has held for `delayMs` without a break. */
function useLongWait(waiting: boolean, delayMs: number): boolean {
  const [long, setLong] = useState(false);
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => {
      setLong(true);
    }, delayMs);
    return () => {
      clearTimeout(timer);
      setLong(false);
    };
  }, [waiting, delayMs]);
  return waiting && long;
}

function message(state: SearchState, query: string, results: readonly SearchResult[], longWait: boolean) {
  switch (state.status) {
    case 'idle':
      return longWait ? 'Loading the search index…' : undefined;
    case 'failed':
      return 'Search could not be loaded. Check your connection, then type again.';
    case 'ready':
      return results.length === 0 ? `No results for “${query.trim()}”` : undefined;
  }
}

/** The combobox's state and its handlers: what is typed, whether the results show, which one is active. */
export function useSearchBox(id: string, listboxRef: RefObject<HTMLDivElement | null>) {
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [state, load] = useLazySearch();
  const results = useMemo(() => (state.status === 'ready' ? state.search(query) : []), [state, query]);
  const shown = open && query.trim() !== '';
  const expanded = shown && results.length > 0;
  const longWait = useLongWait(shown && state.status === 'idle', loadingMessageDelayMs);
  const status = shown ? message(state, query, results, longWait) : undefined;

  useEffect(
    () => () => {
      clearTimeout(hideTimer.current);
    },
    [],
  );
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(id, active))?.scrollIntoView({block: 'nearest'});
  }, [id, active]);

  const close = (): void => {
    setOpen(false);
    setActive(-1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    const action = keyAction(event.key, {count: results.length, active, shown, expanded, query});
    if (action === undefined) return;
    // Escape also stops the browser clearing a search field while it only means "close".
    event.preventDefault();
    if (action.kind === 'move') {
      setOpen(true);
      setActive(action.active);
    } else if (action.kind === 'open') {
      const option = listboxRef.current?.children[action.index];
      if (option instanceof HTMLElement) option.click();
    } else if (action.kind === 'close') close();
    else setQuery('');
  };
  const onType = (value: string): void => {
    setQuery(value);
    setActive(-1);
    setOpen(true);
    load();
  };
  const onFocus = (): void => {
    clearTimeout(hideTimer.current);
    // Results show for a typed query only: focusing an empty box starts the download and renders nothing,
    // which leaves the phone's main thread to the download on the first focus (notes/search.md#cost).
    if (query.trim() !== '') setOpen(true);
    load();
  };
  const onBlur = (): void => {
    hideTimer.current = setTimeout(close, hideDelayMs);
  };
  return {query, active, setActive, state, results, shown, expanded, status, close, onKeyDown, onType, onFocus, onBlur};
}
