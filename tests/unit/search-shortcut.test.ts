import {describe, expect, it} from 'vitest';
import {isFocusShortcut, type ShortcutKeys} from '../../src/components/common/SearchBox/shortcut';

const keys = (key: string, modifiers: Partial<ShortcutKeys> = {}): ShortcutKeys => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...modifiers,
});

describe('isFocusShortcut', () => {
  it('takes "/" when the reader is not typing in a field', () => {
    expect(isFocusShortcut(keys('/'), false)).toBe(true);
    expect(isFocusShortcut(keys('/'), true)).toBe(false);
  });

  it('takes Ctrl+K and Cmd+K, even in a field', () => {
    expect(isFocusShortcut(keys('k', {ctrlKey: true}), true)).toBe(true);
    expect(isFocusShortcut(keys('K', {metaKey: true}), false)).toBe(true);
  });

  it('leaves other keys and combinations to the page and the browser', () => {
    expect(isFocusShortcut(keys('k'), false)).toBe(false);
    expect(isFocusShortcut(keys('/', {ctrlKey: true}), false)).toBe(false);
    expect(isFocusShortcut(keys('k', {ctrlKey: true, altKey: true}), false)).toBe(false);
    expect(isFocusShortcut(keys('/', {altKey: true}), false)).toBe(false);
    expect(isFocusShortcut(keys('?'), false)).toBe(false);
  });
});
