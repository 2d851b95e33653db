/** What a key pressed in the search box does to its results. */
export type KeyAction =
  | {readonly kind: 'move'; readonly active: number}
  | {readonly kind: 'open'; readonly index: number}
  | {readonly kind: 'close'}
  | {readonly kind: 'clear'};

export interface BoxState {
  /** How many results are listed. */
  readonly count: number;
  /** The active result's index, or -1 for none. */
  readonly active: number;
  /** Whether the results (or a message) are shown. */
  readonly shown: boolean;
  /** Whether the results list is shown with at least one result. */
  readonly expanded: boolean;
  readonly query: string;
}

/**
 * The combobox keys: Up and Down move through the results and wrap (Up from none goes to the last), Enter
 * opens the active result or the best match, Escape closes the results and then clears the query.
 * Undefined: the key is the browser's.
 */
export function keyAction(key: string, {count, active, shown, expanded, query}: BoxState): KeyAction | undefined {
  switch (key) {
    case 'ArrowDown':
    case 'ArrowUp': {
      if (count === 0) return undefined;
      const step = key === 'ArrowDown' ? 1 : -1;
      return {kind: 'move', active: active === -1 && step === -1 ? count - 1 : (active + step + count) % count};
    }
    case 'Enter':
      return expanded ? {kind: 'open', index: Math.max(active, 0)} : undefined;
    case 'Escape':
      if (shown) return {kind: 'close'};
      return query === '' ? undefined : {kind: 'clear'};
    default:
      return undefined;
  }
}
