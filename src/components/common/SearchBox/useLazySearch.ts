import {useCallback, useEffect, useState} from 'react';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import {sectionsFile, sectionsVersion} from '@site/shared/search/published';
import type {Search} from '@site/shared/search/search';

export type SearchState =
  | {readonly status: 'idle'}
  | {readonly status: 'loading'}
  /** `fullText`: whether the sections are in; until then the titles answer alone. */
  | {readonly status: 'ready'; readonly search: Search; readonly fullText: boolean}
  | {readonly status: 'failed'};

type Ready = Extract<SearchState, {status: 'ready'}>;

/** Shared by every search box on the page, and kept across client-side navigations. */
let loading: Promise<Ready> | undefined;
let loaded: Ready | undefined;
const listeners = new Set<(ready: Ready) => void>();

function publish(ready: Ready): Ready {
  loaded = ready;
  listeners.forEach((listener) => {
    listener(ready);
  });
  return ready;
}

/**
 * The title matcher first (the matcher's chunk and the title index, both small); then the sections,
 * fetched from the site itself and indexed a few at a time, which upgrade every box when they are in.
 * The search works without them (the development server publishes none).
 */
function loadSearch(sectionsUrl: string): Promise<Ready> {
  loading ??= Promise.all([
    import(/* webpackChunkName: "search" */ '@site/shared/search/search'),
    import(/* webpackChunkName: "search-index" */ '@generated/search-index/default/search-index.json'),
  ]).then(([{createSearch, createFullSearch, isSearchSections}, {default: entries}]) => {
    void fetch(sectionsUrl)
      .then((response) => (response.ok ? response.json() : undefined))
      .then(async (sections: unknown) => {
        if (isSearchSections(sections, sectionsVersion)) {
          publish({status: 'ready', search: await createFullSearch(entries, sections), fullText: true});
        }
      })
      .catch(() => undefined);
    return publish({status: 'ready', search: createSearch(entries), fullText: false});
  });
  return loading;
}

/**
 * The matchers and the index, downloaded on the first call of `load` (the box's first focus) rather than
 * with the page. A failed download is tried again on the next call.
 */
export function useLazySearch(): readonly [SearchState, () => void] {
  const {withBaseUrl} = useBaseUrlUtils();
  const [state, setState] = useState<SearchState>(() => loaded ?? {status: 'idle'});
  useEffect(() => {
    listeners.add(setState);
    return () => {
      listeners.delete(setState);
    };
  }, []);
  const load = useCallback(() => {
    if (state.status === 'loading' || state.status === 'ready') return;
    setState({status: 'loading'});
    loadSearch(withBaseUrl(`/${sectionsFile}`)).catch(() => {
      loading = undefined;
      setState({status: 'failed'});
    });
  }, [state.status, withBaseUrl]);
  return [state, load] as const;
}
