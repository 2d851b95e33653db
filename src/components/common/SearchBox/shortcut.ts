/** The keys that move focus to the search box, from anywhere on the page. */
export interface ShortcutKeys {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
}

/** For `aria-keyshortcuts`, so assistive technology can announce them. */
export const focusShortcuts = '/ Control+K Meta+K';

/**
 * Ctrl+K or Cmd+K anywhere; `/` only when the reader is not typing in a field, where it is just a
 * character. Shift is allowed with `/`, which some keyboard layouts need to type it.
 */
export function isFocusShortcut(keys: ShortcutKeys, typingInField: boolean): boolean {
  if (keys.altKey) return false;
  if (keys.ctrlKey || keys.metaKey) return keys.key.toLowerCase() === 'k';
  return keys.key === '/' && !typingInField;
}
