/**
 * What the box loads on its first focus, as one module of the `search` chunk: the matchers and the title
 * index the build publishes (plugins/search-index).
 */
import entries from '@generated/search-index/default/search-index.json';
import {createTitleSearch, type TitleSearch} from '@site/shared/search/search';

export {boxSearch} from '@site/shared/search/search';

export function createBoxTitleSearch(): TitleSearch {
  return createTitleSearch(entries);
}
