/** The data module the search-index plugin writes with createData; see plugins/search-index/index.ts. */
declare module '@generated/search-index/default/search-index.json' {
  import type {SearchEntry} from '@site/shared/search';

  const entries: readonly SearchEntry[];
  export default entries;
}
