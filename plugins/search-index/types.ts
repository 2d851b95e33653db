/**
 * The search index as the plugin publishes it and the search box reads it. Type-only: client code imports
 * it without pulling build-time code into the browser bundle. The types live with the search itself
 * (shared/search/), which the build, the box and the MCP server share.
 */
export type {SearchEntry, SearchSection, SearchSections} from '../../shared/search/types';
