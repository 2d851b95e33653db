/**
 * What the box loads on its first focus, as one module of the `search` chunk: the matchers, the title
 * index, and fuse.js's index of the titles, made at build time (plugins/search-index).
 */
import entries from '@generated/search-index/default/search-index.json';
import titleIndex from '@generated/search-index/default/search-title-index.json';
import {createTitleSearch, type TitleSearch} from '@site/shared/search/search';

export {boxSearch} from '@site/shared/search/search';

export function createBoxTitleSearch(): TitleSearch {
  return createTitleSearch(entries, titleIndex);
}
