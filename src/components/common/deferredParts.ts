/**
 * Puts back the parts of a page that the host sent as inert text (shared/deferred.ts). Plain DOM: a
 * deferred part sits in server HTML that React keeps as it came (a static island) or never rendered.
 */
import {deferredAttribute, deferredScriptType} from '@site/shared/deferred';

export {deferredAttribute};

/** Spread on the element whose content may be deferred. */
export const deferredProps = {[deferredAttribute]: ''} as const;

/** The script holding the element's content, while it is still deferred. */
function deferredScript(element: Element): HTMLScriptElement | undefined {
  const first = element.firstElementChild;
  return first instanceof HTMLScriptElement && first.type === deferredScriptType && element.childNodes.length === 1
    ? first
    : undefined;
}

export function isDeferred(element: Element): boolean {
  return deferredScript(element) !== undefined;
}

/** Parses the element's content in place, once; parts deferred within it stay deferred. */
export function restoreDeferred(element: Element): void {
  const script = deferredScript(element);
  if (script !== undefined) element.innerHTML = script.text;
}
