import {useEffect} from 'react';
import {expandsSchemaAttribute, schemaBodyAttribute} from '@site/src/components/reference/SchemaView';

/**
 * Copies a component schema's fields from its entry in the Schemas section into a field of that schema the
 * first time the reader opens it, so that a request body reads top to bottom without a jump. The copy is
 * made from the page's own HTML, which the static islands keep as the server sent it; its nested fields of
 * other schemas expand the same way, one level per opening.
 */
export function useSchemaExpansion(): void {
  useEffect(() => {
    const expand = (event: Event): void => {
      const details = event.target;
      if (!(details instanceof HTMLDetailsElement) || !details.open) return;
      const name = details.getAttribute(expandsSchemaAttribute);
      const container = details.querySelector(':scope > div');
      if (name === null || container === null || container.querySelector(':scope > [data-copied-from]') !== null)
        return;
      const entry = document.querySelector(`[${schemaBodyAttribute}="${CSS.escape(name)}"]`);
      if (entry === null) return;
      // The copy is marked apart from the entry, so that a later copy is taken from the entry itself.
      const copy = entry.cloneNode(true) as Element;
      copy.removeAttribute(schemaBodyAttribute);
      copy.setAttribute('data-copied-from', name);
      container.append(copy);
    };
    // A toggle event does not bubble, so one listener for the page catches it on the way down.
    document.addEventListener('toggle', expand, true);
    return () => {
      document.removeEventListener('toggle', expand, true);
    };
  }, []);
}
