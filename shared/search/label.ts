/**
 * The label of a search result, built from its url as notes/requirements.md#search says: the last two path segments,
 * hyphens as spaces, digits removed, each word capitalised, and `#` shown as `>`. Decisions the requirements
 * leave open, documented in notes/search.md:
 * - Two path segments are joined by ` / `, so the label reads like the path it comes from.
 * - An anchor counts as one segment, its last `/` part (`#operation/createRefund` is `createRefund`),
 *   joined to the last path segment by ` > `: `/api-reference/#operation/createRefund` is
 *   `Api Reference > CreateRefund`.
 * - Segments are percent-decoded first (`Special%20Use%20Cases` is `Special Use Cases`); trailing slashes
 *   and empty segments are ignored.
 * - A segment left empty once its digits are gone (a release-note date such as `11-17-2023`) is skipped,
 *   so the label is made of the last two segments that still say something.
 * - A url with no such segment at all is the home page: `Home`.
 */

export const segmentSeparator = ' / ';
export const anchorSeparator = ' > ';
export const homeLabel = 'Home';

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // A stray `%` that starts no escape is text, as the browser shows it.
    return segment;
  }
}

/** One segment as readers see it, or '' when nothing is left of it. */
export function segmentText(segment: string): string {
  return decoded(segment)
    .replace(/-/g, ' ')
    .replace(/\d/g, '')
    .split(/\s+/)
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export function resultLabel(url: string): string {
  const [beforeHash = '', ...afterHash] = url.split('#');
  const path = beforeHash.split('?')[0] ?? '';
  const segments = path
    .split('/')
    .map(segmentText)
    .filter((text) => text !== '');
  const anchor = segmentText(afterHash.join('#').split('/').at(-1) ?? '');
  if (anchor !== '') return `${segments.at(-1) ?? homeLabel}${anchorSeparator}${anchor}`;
  return segments.length === 0 ? homeLabel : segments.slice(-2).join(segmentSeparator);
}
