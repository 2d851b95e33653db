/**
 * What the site's search is made of and what it answers. Type-only and free of React, Node and
 * Docusaurus: the build (plugins/search-index), the search box (src/) and the MCP server (mcp/) share it.
 */

/** One page, or one operation or error code at its anchor, found by its title (notes/search.md). */
export interface SearchEntry {
  readonly title: string;
  /** A route of the built site, with a `#` anchor for API operations: `/api-reference/#operation/createRefund`. */
  readonly url: string;
}

/** What a section of the full-text index is: a reader-facing part of a page, or a piece of the contract. */
export type SectionKind = 'doc' | 'blog' | 'page' | 'operation' | 'field' | 'error';

/** One section of the full-text index: the text under one heading, or one operation, field or error code. */
export interface SearchSection {
  /** The section's own URL: the page's route, with the heading's (or the row's) anchor when it has one. */
  readonly url: string;
  /** The title of the page the section is on. */
  readonly page: string;
  /** The heading's text, or the code, field or operation; '' for the part of a page before its first heading. */
  readonly section: string;
  /** Codes, field names, operation ids and paths: words a reader types exactly and that should find this first. */
  readonly keywords: readonly string[];
  /** The section's text, as a reader sees it, white space collapsed. */
  readonly text: string;
  readonly kind: SectionKind;
}

/** What the build publishes for the full-text search: `/search-sections.json`. */
export interface SearchSections {
  /** Changes when the shape changes, so an old file is refused rather than misread. */
  readonly version: number;
  readonly sections: readonly SearchSection[];
}

/** A run of a text, flagged when the query matched it. */
export interface TextPart {
  readonly text: string;
  readonly matched: boolean;
}

/** One answer of the site search, whichever matcher found it. */
export interface SiteResult {
  readonly url: string;
  /** The page's title (or the operation's or code's, for an entry of the title index). */
  readonly title: string;
  /** The section's title, '' when the result is a whole page. */
  readonly section: string;
  /** The title in runs, the matched characters flagged. */
  readonly titleParts: readonly TextPart[];
  /** A short passage of the section around the matched words, flagged; empty for a title match. */
  readonly excerpt: readonly TextPart[];
  /** Which matcher found it first: the fuzzy title matcher, or the full-text index. */
  readonly matchedIn: 'title' | 'text';
}
