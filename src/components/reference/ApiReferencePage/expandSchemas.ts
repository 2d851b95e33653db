import {useEffect} from 'react';
import {restoreDeferred} from '@site/src/components/common/deferredParts';
import {schemaBodyAttribute, schemaSlotAttribute} from '@site/src/components/reference/SchemaView';

/** Fills a slot with a copy of its schema's fields, marked apart so that a later copy is taken from the entry. */
function fill(slot: Element): void {
  const name = slot.getAttribute(schemaSlotAttribute) ?? '';
  const entry = document.querySelector(`[${schemaBodyAttribute}="${CSS.escape(name)}"]`);
  if (entry === null) return;
  // The entry may not have been reached yet, its fields still sent as text (shared/deferred.ts).
  restoreDeferred(entry);
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
      // The details' own content is back already: the site's client module (src/clientModules/deferredParts.ts)
      // listened first, as client modules run before any page mounts.
      for (const slot of details.querySelectorAll(`[${schemaSlotAttribute}]:empty`))
        if (slot.closest('details') === details) fill(slot);
    };
    // A toggle event does not bubble, so one listener for the page catches it on the way down.
    document.addEventListener('toggle', expand, true);
    return () => {
      document.removeEventListener('toggle', expand, true);
    };
  }, []);
}
