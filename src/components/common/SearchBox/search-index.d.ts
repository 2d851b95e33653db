/** The data modules the search-index plugin writes with createData; see plugins/search-index/index.ts. */
declare module '@generated/search-index/default/search-index.json' {
  import type {SearchEntry} from '@site/shared/search';

  const entries: readonly SearchEntry[];
  export default entries;
}

declare module '@generated/search-index/default/search-title-index.json' {
  import type {TitleIndex} from '@site/shared/search';

  const index: TitleIndex;
  export default index;
}
