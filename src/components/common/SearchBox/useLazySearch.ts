import {useCallback, useEffect, useState} from 'react';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import {isSearchSections, sectionsFile} from '@site/shared/search/published';
import type {FullTextSearch} from '@site/shared/search/fullText';
import type {Search} from '@site/shared/search/search';
import {whenIdle} from '@site/src/components/common/whenIdle';

export type SearchState =
  /** Not in yet, whether or not its download has started: the box has nothing new to draw until it is. */
  | {readonly status: 'idle'}
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

/** The sections, fetched from the site itself and indexed a few at a time, with MiniSearch's chunk beside them. */
async function loadFullText(withFullText: (fullText: FullTextSearch) => Search, sectionsUrl: string): Promise<void> {
  const [{loadFullTextSearch}, sections] = await Promise.all([
    import(/* webpackChunkName: "search-full" */ '@site/shared/search/fullText'),
    fetch(sectionsUrl).then((response): Promise<unknown> => (response.ok ? response.json() : Promise.resolve())),
  ]);
  if (isSearchSections(sections)) {
    publish({status: 'ready', search: withFullText(await loadFullTextSearch(sections.sections)), fullText: true});
  }
}

/**
 * The title matcher first (fuse.js and the title index, one small chunk); once its results are drawn, the
 * full text, which upgrades every box when it is in. The search works without it (the development server
 * publishes no sections).
 */
function loadSearch(sectionsUrl: string): Promise<Ready> {
  loading ??= import(/* webpackChunkName: "search" */ './titleSearch').then(({boxSearch, createBoxTitleSearch}) => {
    const titles = createBoxTitleSearch();
    // After the browser has drawn what it was drawing: the first results paint before the sections' work starts.
    whenIdle(() => {
      loadFullText((fullText) => boxSearch(titles, fullText), sectionsUrl).catch(() => undefined);
    }, 500);
    return publish({status: 'ready', search: boxSearch(titles), fullText: false});
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
    if (state.status === 'ready') return;
    // A download under way is shared (loadSearch), so starting one renders nothing; a retry clears the failure.
    if (state.status === 'failed') setState({status: 'idle'});
    loadSearch(withBaseUrl(`/${sectionsFile}`)).catch(() => {
      loading = undefined;
      setState({status: 'failed'});
    });
  }, [state.status, withBaseUrl]);
  return [state, load] as const;
}
