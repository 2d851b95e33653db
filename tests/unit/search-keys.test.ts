import {describe, expect, it} from 'vitest';
import {keyAction, type BoxState} from '../../src/components/common/SearchBox/keys';

const box = (state: Partial<BoxState> = {}): BoxState => ({
  count: 3,
  active: -1,
  shown: true,
  expanded: true,
  query: 'refund',
  ...state,
});

describe('keyAction', () => {
  it('moves down and up through the results, wrapping at either end', () => {
    expect(keyAction('ArrowDown', box())).toEqual({kind: 'move', active: 0});
    expect(keyAction('ArrowDown', box({active: 2}))).toEqual({kind: 'move', active: 0});
    expect(keyAction('ArrowUp', box())).toEqual({kind: 'move', active: 2});
    expect(keyAction('ArrowUp', box({active: 0}))).toEqual({kind: 'move', active: 2});
    expect(keyAction('ArrowDown', box({count: 0}))).toBeUndefined();
  });

  it('opens the active result with Enter, or the best match when none is active', () => {
    expect(keyAction('Enter', box({active: 1}))).toEqual({kind: 'open', index: 1});
    expect(keyAction('Enter', box())).toEqual({kind: 'open', index: 0});
    expect(keyAction('Enter', box({expanded: false}))).toBeUndefined();
  });

  it('closes with Escape, then clears the query, then leaves Escape to the browser', () => {
    expect(keyAction('Escape', box())).toEqual({kind: 'close'});
    expect(keyAction('Escape', box({shown: false, expanded: false}))).toEqual({kind: 'clear'});
    expect(keyAction('Escape', box({shown: false, expanded: false, query: ''}))).toBeUndefined();
  });

  it('leaves other keys to the browser', () => {
    expect(keyAction('a', box())).toBeUndefined();
    expect(keyAction('Tab', box())).toBeUndefined();
  });
});
