import {useEffect} from 'react';
import {restoreDeferred, restoreOpened} from '@site/src/components/common/deferredParts';
import {schemaBodyAttribute, schemaSlotAttribute} from '@site/src/components/reference/SchemaView';

/** Fills a slot with a copy of its schema's fields, marked apart so that a later copy is taken from the entry. */
async function fill(slot: Element): Promise<void> {
  const name = slot.getAttribute(schemaSlotAttribute) ?? '';
  const entry = document.querySelector(`[${schemaBodyAttribute}="${CSS.escape(name)}"]`);
  if (entry === null) return;
  // The entry may not have been reached yet, its fields still sent apart (shared/deferred.ts).
  await restoreDeferred(entry);
  // A second opening while the parts were downloading filled it already.
  if (slot.childElementCount > 0) return;
  const copy = entry.cloneNode(true) as Element;
  copy.removeAttribute(schemaBodyAttribute);
  copy.setAttribute('data-copied-from', name);
  slot.append(copy);
}

/**
 * Copies a component schema's fields from its entry in the Schemas section into the empty slots of a
 * `<details>` the first time the reader opens it, so that a request body or a response reads top to bottom
 * without a jump. The copy is made from the page's own HTML, which the static islands keep as the server
 * sent it; its nested fields of other schemas expand the same way, one level per opening.
 */
export function useSchemaExpansion(): void {
  useEffect(() => {
    const expand = (event: Event): void => {
      const details = event.target;
      if (!(details instanceof HTMLDetailsElement) || !details.open) return;
      // Its own content first, at once when the page's parts are in (src/clientModules/deferredParts.ts).
      const filled = restoreOpened(details).then(() =>
        Promise.all(
          [...details.querySelectorAll(`[${schemaSlotAttribute}]:empty`)]
            .filter((slot) => slot.closest('details') === details)
            .map(fill),
        ),
      );
      // Without the parts (a failed download) the slot stays empty, and the next opening tries again.
      filled.catch(() => undefined);
    };
    // A toggle event does not bubble, so one listener for the page catches it on the way down.
    document.addEventListener('toggle', expand, true);
    return () => {
      document.removeEventListener('toggle', expand, true);
    };
  }, []);
}
