/**
 * JSON pointers into a bundled document (RFC 6901), as URI fragments: `#/paths/~1payments/post`. The one
 * place that escapes and unescapes them, so the build, the checker, the simulator and the tests agree.
 */

/** A pointer as its unescaped segments: `['paths', '/payments', 'post']`. */
export type Pointer = readonly string[];

/** A segment as a URI fragment holds it: `/payments/{paymentId}` gives `~1payments~1%7BpaymentId%7D`. */
export function pointerSegment(segment: string): string {
  return encodeURIComponent(segment.replaceAll('~', '~0').replaceAll('/', '~1'));
}

/** A fragment (`#/paths/~1payments/post`) from unescaped segments. */
export function pointerFragment(segments: Pointer): string {
  return `#/${segments.map(pointerSegment).join('/')}`;
}

/** The unescaped segments of a local fragment such as a bundle's `$ref`; the inverse of pointerFragment. */
export function parsePointerFragment(fragment: string): Pointer {
  if (fragment === '#') return [];
  if (!fragment.startsWith('#/')) throw new Error(`Only local references are expected in a bundle, got "${fragment}"`);
  return fragment
    .slice(2)
    .split('/')
    .map((segment) => unescapeSegment(decodeURIComponent(segment)));
}

/** One segment of a plain (not URI-encoded) pointer such as Ajv's `instancePath`: `~1` is `/`, `~0` is `~`. */
export function unescapeSegment(segment: string): string {
  return segment.replaceAll('~1', '/').replaceAll('~0', '~');
}
