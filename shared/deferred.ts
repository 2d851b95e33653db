/**
 * Parts of a page that the host sends apart from it, fetched and parsed only when the reader needs them:
 * a reference page's samples, schema entries and closed `<details>` cost its first load nothing to parse
 * (notes/performance/deferred-parts.md). The server render marks them; the build's last step
 * (plugins/static-host/deferParts.ts) moves each marked element's content into one file per page, leaves
 * the element empty with its part's number, and names the file in the page's head; the page puts the
 * content back when it is needed (src/components/common/deferredParts.ts).
 */

/** Marks an element whose content may be deferred: empty as rendered, a part's number once deferred. */
export const deferredAttribute = 'data-deferred';

/** The elements whose content is still deferred. */
export const deferredSelector = `[${deferredAttribute}]:not([${deferredAttribute}=""])`;

/** The name of the head's `<meta>` whose content is the path of the page's parts file. */
export const deferredPartsMeta = 'deferred-parts';

/** The folder, under the hashed assets a host caches for good, that holds the pages' parts files. */
export const deferredPartsFolder = 'parts';

/**
 * A part's content as sent: React's comments between text nodes go, since only hydration reads them and a
 * deferred part is never hydrated.
 */
export function deferredText(html: string): string {
  return html.replace(/<!--[\s\S]*?-->/g, '');
}

/** A parts file: the page's parts in the order of their numbers. */
export function isDeferredParts(value: unknown): value is readonly string[] {
  return Array.isArray(value) && value.every((part) => typeof part === 'string');
}

/** The number of a deferred element's part, or undefined when its content is in place. */
export function deferredPartNumber(value: string | null | undefined): number | undefined {
  return value === null || value === undefined || !/^\d+$/.test(value) ? undefined : Number(value);
}
