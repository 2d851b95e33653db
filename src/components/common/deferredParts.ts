/**
 * Puts back the parts of a page that the host sent apart from it (shared/deferred.ts): the page's parts
 * file is fetched on the first need, and each part is parsed in place when it is needed. Plain DOM: a
 * deferred part sits in server HTML that React keeps as it came (a static island) or never rendered.
 */
import {
  deferredAttribute,
  deferredPartNumber,
  deferredPartsMeta,
  deferredSelector,
  isDeferredParts,
} from '@site/shared/deferred';

export {deferredAttribute, deferredSelector};

/** Spread on the element whose content may be deferred. */
export const deferredProps = {[deferredAttribute]: ''} as const;

/** The first-loaded page's parts, once in; only that page's server HTML holds deferred parts. */
let parts: readonly string[] | undefined;
let loading: Promise<readonly string[]> | undefined;

async function fetchParts(): Promise<readonly string[]> {
  const path = document.querySelector<HTMLMetaElement>(`meta[name="${deferredPartsMeta}"]`)?.content;
  if (path === undefined) throw new Error('This page names no file of deferred parts');
  const response = await fetch(path);
  const body: unknown = response.ok ? await response.json() : undefined;
  if (!isDeferredParts(body)) throw new Error(`The page's deferred parts could not be loaded (${response.status})`);
  parts = body;
  return body;
}

/** One download for the page; a failed one is tried again on the next need. */
export function loadDeferredParts(): Promise<readonly string[]> {
  loading ??= fetchParts().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

function put(element: Element, all: readonly string[]): void {
  const number = deferredPartNumber(element.getAttribute(deferredAttribute));
  if (number === undefined) return;
  element.innerHTML = all[number] ?? '';
  element.setAttribute(deferredAttribute, '');
}

/**
 * Parses the element's part in place, once; parts deferred within it stay deferred. At once when the
 * page's parts are in, which a page listener that reads an opened `<details>` next relies on.
 */
export function restoreDeferred(element: Element): Promise<void> {
  if (deferredPartNumber(element.getAttribute(deferredAttribute)) === undefined) return Promise.resolve();
  if (parts !== undefined) {
    put(element, parts);
    return Promise.resolve();
  }
  return loadDeferredParts().then((all) => {
    put(element, all);
  });
}

/** Puts back what an opened `<details>` shows: its own parts, not those of the closed `<details>` within. */
export async function restoreOpened(details: HTMLDetailsElement): Promise<void> {
  const own = [...details.querySelectorAll(deferredSelector)].filter((part) => part.closest('details') === details);
  await Promise.all(own.map(restoreDeferred));
}
