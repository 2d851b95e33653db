import {useId, useRef, type ReactNode} from 'react';
import clsx from 'clsx';
import {focusShortcuts} from './shortcut';
import {useFocusShortcut} from './useFocusShortcut';
import {optionId, useSearchBox} from './useSearchBox';
import ResultOption from './ResultOption';
import styles from './styles.module.css';

/** Where the box sits: it floats its results over the navbar, and lists them in place elsewhere. */
export type SearchBoxVariant = 'navbar' | 'sidebar' | 'page';

export interface Props {
  readonly variant?: SearchBoxVariant;
  /** Called when a result is opened, after the box has closed its results. */
  readonly onNavigate?: () => void;
}

/** The `/` and Ctrl/Cmd+K shortcuts go to the search page's own box before the navbar's. */
const shortcutPriority: Readonly<Record<SearchBoxVariant, number>> = {page: 2, navbar: 1, sidebar: 0};

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
 * The site search: a combobox over the built-in index (ARIA 1.2 pattern, focus stays in the input and
 * `aria-activedescendant` names the active result). Up and Down move, Enter opens, Escape closes and then
 * clears; `/` or Ctrl/Cmd+K focus it from anywhere.
 */
export default function SearchBox({variant = 'navbar', onNavigate}: Props): ReactNode {
  const id = useId();
  const listboxId = `${id}-results`;
  const inputRef = useRef<HTMLInputElement>(null);
  const listboxRef = useRef<HTMLDivElement>(null);
  const box = useSearchBox(id, listboxRef);
  useFocusShortcut(inputRef, shortcutPriority[variant]);
  const {results, expanded, status} = box;
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
          aria-activedescendant={expanded && box.active >= 0 ? optionId(id, box.active) : undefined}
          aria-keyshortcuts={focusShortcuts}
          placeholder="Search docs..."
          autoComplete="off"
          spellCheck={false}
          value={box.query}
          onChange={(event) => {
            box.onType(event.target.value);
          }}
          onFocus={box.onFocus}
          onBlur={box.onBlur}
          onKeyDown={box.onKeyDown}
        />
        <kbd className={styles.hint} aria-hidden="true">
          /
        </kbd>
      </div>
      <div
        className={styles.popup}
        hidden={!expanded && status === undefined}
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
              active={index === box.active}
              onHover={() => {
                box.setActive(index);
              }}
              onOpen={() => {
                box.close();
                inputRef.current?.blur();
                onNavigate?.();
              }}
            />
          ))}
        </div>
        {status !== undefined && <p className={styles.message}>{status}</p>}
      </div>
      <div className={styles.visuallyHidden} role="status">
        {box.shown && box.state.status === 'ready' && results.length > 0
          ? `${results.length} ${results.length === 1 ? 'result' : 'results'}`
          : (status ?? '')}
      </div>
    </div>
  );
}
