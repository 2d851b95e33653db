/**
 * The search index as the plugin publishes it and the search box reads it. Type-only: client code imports
 * it without pulling build-time code into the browser bundle.
 */

/** One page, or one operation of an API reference page, that the search box can find (notes/requirements.md#search). */
export interface SearchEntry {
  readonly title: string;
  /** A route of the built site, with a `#` anchor for API operations: `/api-reference/#operation/createRefund`. */
  readonly url: string;
}
