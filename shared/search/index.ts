/** The site search, shared by the search box, the MCP server, the build and the benchmark. No React, no Node. */
export {maxResults, mergedSearch, type SiteSearch} from './siteSearch';
export {createTitleSearch, fuseOptions, type TitleMatch, type TitleSearch} from './titles';
export {createFullTextSearch, loadFullTextSearch, type FullTextSearch, type TextMatch} from './fullText';
export {createSiteSearch} from './site';
export {excerptParts} from './excerpt';
export {highlightParts} from './highlight';
export {synonymGroups, synonymsOf, type SynonymGroup} from './synonyms';
export type * from './types';
export {isSearchSections, sectionsFile, sectionsVersion} from './published';
