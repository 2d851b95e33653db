import {useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {useHistory} from '@docusaurus/router';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import {keyAction} from './keys';
import {focusShortcuts} from './shortcut';
import {useFocusShortcut} from './useFocusShortcut';
import {useLazySearch, type SearchState} from './useLazySearch';
import type {SearchResult} from '../../../../shared/search/results';
import styles from './styles.module.css';

/** Where the box sits: it floats its results over the navbar, and lists them in place elsewhere. */
export type SearchBoxVariant = 'navbar' | 'sidebar' | 'page';

export interface Props {
  readonly variant?: SearchBoxVariant;
  /** Called when a result is opened, after the box has closed its results. */
  readonly onNavigate?: () => void;
}

/** The results stay this long after the box loses focus, so a click on one still lands (notes/requirements.md#search). */
export const hideDelayMs = 200;

/** The `/` and Ctrl/Cmd+K shortcuts go to the search page's own box before the navbar's. */
const shortcutPriority: Readonly<Record<SearchBoxVariant, number>> = {page: 2, navbar: 1, sidebar: 0};

function optionId(boxId: string, index: number): string {
  return `${boxId}-result-${index}`;
}

function message(state: SearchState, query: string, results: readonly SearchResult[]): string | undefined {
  switch (state.status) {
    case 'idle':
    case 'loading':
      return 'Loading the search index…';
    case 'failed':
      return 'Search could not be loaded. Check your connection, then type again.';
    case 'ready':
      return results.length === 0 ? `No results for “${query.trim()}”` : undefined;
  }
}

/** A click the router can take: not one that asks for a new tab or window, or a download. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

function SearchIcon(): ReactNode {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M15.5 14h-.79l-.28-.27A6.47 6.47 0 0 0 16 9.5 6.5 6.5 0 1 0 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19l-4.99-5Zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14Z"
      />
    </svg>
  );
}

/**
 * One result: a plain link that the router follows on a plain click. A Docusaurus Link would prefetch the
 * code of every result in view, a request at search time (notes/requirements.md#search).
 */
function ResultOption({
  id,
  result,
  active,
  onHover,
  onOpen,
}: {
  readonly id: string;
  readonly result: SearchResult;
  readonly active: boolean;
  readonly onHover: () => void;
  /** Called before the router follows the link, or before the browser opens it elsewhere. */
  readonly onOpen: () => void;
}): ReactNode {
  const history = useHistory();
  const {withBaseUrl} = useBaseUrlUtils();
  const href = withBaseUrl(result.url);
  return (
    // eslint-disable-next-line @docusaurus/no-html-links
    <a
      id={id}
      role="option"
      aria-selected={active}
      tabIndex={-1}
      className={styles.option}
      href={href}
      onMouseMove={onHover}
      onClick={(event) => {
        onOpen();
        if (!isPlainClick(event)) return;
        event.preventDefault();
        history.push(href);
      }}>
      <span className={styles.label}>{result.label}</span>
      <span className={styles.title}>
        {result.titleParts.map((part, partIndex) =>
          part.matched ? <mark key={partIndex}>{part.text}</mark> : part.text,
        )}
      </span>
    </a>
  );
}

/**
 * The site search: a combobox over the built-in index (ARIA 1.2 pattern, focus stays in the input and
 * `aria-activedescendant` names the active result). Up and Down move, Enter opens, Escape closes and then
 * clears; `/` or Ctrl/Cmd+K focus it from anywhere.
 */
export default function SearchBox({variant = 'navbar', onNavigate}: Props): ReactNode {
  const id = useId();
  const listboxId = `${id}-results`;
  const inputRef = useRef<HTMLInputElement>(null);
  const listboxRef = useRef<HTMLDivElement>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [state, load] = useLazySearch();
  useFocusShortcut(inputRef, shortcutPriority[variant]);

  const results = useMemo(() => (state.status === 'ready' ? state.search(query) : []), [state, query]);
  const shown = open && query.trim() !== '';
  const expanded = shown && results.length > 0;
  const status = shown ? message(state, query, results) : undefined;

  useEffect(
    () => () => {
      clearTimeout(hideTimer.current);
    },
    [],
  );
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(id, active))?.scrollIntoView({block: 'nearest'});
  }, [id, active]);

  function close(): void {
    setOpen(false);
    setActive(-1);
  }

  function openResult(index: number): void {
    const option = listboxRef.current?.children[index];
    if (option instanceof HTMLElement) option.click();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    const action = keyAction(event.key, {count: results.length, active, shown, expanded, query});
    if (action === undefined) return;
    // Escape also stops the browser clearing a search field while it only means "close".
    event.preventDefault();
    switch (action.kind) {
      case 'move':
        setOpen(true);
        setActive(action.active);
        return;
      case 'open':
        openResult(action.index);
        return;
      case 'close':
        close();
        return;
      case 'clear':
        setQuery('');
        return;
    }
  }

  return (
    <div className={clsx(styles.searchBox, styles[variant])}>
      <div className={styles.field}>
        <SearchIcon />
        <input
          ref={inputRef}
          className={styles.input}
          type="search"
          role="combobox"
          aria-label="Search docs"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && active >= 0 ? optionId(id, active) : undefined}
          aria-keyshortcuts={focusShortcuts}
          placeholder="Search docs..."
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(-1);
            setOpen(true);
            load();
          }}
          onFocus={() => {
            clearTimeout(hideTimer.current);
            setOpen(true);
            load();
          }}
          onBlur={() => {
            hideTimer.current = setTimeout(close, hideDelayMs);
          }}
          onKeyDown={onKeyDown}
        />
        <kbd className={styles.hint} aria-hidden="true">
          /
        </kbd>
      </div>
      <div
        className={styles.popup}
        hidden={!shown}
        // Keeps focus in the input while a result is pressed, so a slow click still lands.
        onMouseDown={(event) => {
          event.preventDefault();
        }}>
        <div ref={listboxRef} role="listbox" id={listboxId} aria-label="Search results" hidden={!expanded}>
          {results.map((result, index) => (
            <ResultOption
              key={result.url}
              id={optionId(id, index)}
              result={result}
              active={index === active}
              onHover={() => {
                setActive(index);
              }}
              onOpen={() => {
                close();
                inputRef.current?.blur();
                onNavigate?.();
              }}
            />
          ))}
        </div>
        {status !== undefined && <p className={styles.message}>{status}</p>}
      </div>
      <div className={styles.visuallyHidden} role="status">
        {shown && state.status === 'ready' && results.length > 0
          ? `${results.length} ${results.length === 1 ? 'result' : 'results'}`
          : (status ?? '')}
      </div>
    </div>
  );
}
