import {useCallback, useState} from 'react';
import type {Search} from '../../../../shared/search/search';

export type SearchState =
  | {readonly status: 'idle'}
  | {readonly status: 'loading'}
  | {readonly status: 'ready'; readonly search: Search}
  | {readonly status: 'failed'};

/** Shared by every search box on the page, and kept across client-side navigations. */
let loading: Promise<Search> | undefined;
let loaded: Search | undefined;

function loadSearch(): Promise<Search> {
  loading ??= Promise.all([
    import(/* webpackChunkName: "search" */ '../../../../shared/search/search'),
    import(/* webpackChunkName: "search-index" */ '@generated/search-index/default/search-index.json'),
  ]).then(([{createSearch}, {default: entries}]) => {
    loaded = createSearch(entries);
    return loaded;
  });
  return loading;
}

/**
 * The matcher and the index, downloaded on the first call of `load` (the box's first focus) rather than
 * with the page. A failed download is tried again on the next call.
 */
export function useLazySearch(): readonly [SearchState, () => void] {
  const [state, setState] = useState<SearchState>(() =>
    loaded === undefined ? {status: 'idle'} : {status: 'ready', search: loaded},
  );
  const load = useCallback(() => {
    if (state.status === 'loading' || state.status === 'ready') return;
    setState({status: 'loading'});
    loadSearch().then(
      (search) => {
        setState({status: 'ready', search});
      },
      () => {
        loading = undefined;
        setState({status: 'failed'});
      },
    );
  }, [state.status]);
  return [state, load] as const;
}
