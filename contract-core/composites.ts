/**
 * Where a document's `oneOf` and `anyOf` lists are, for the validators the build compiles (validators.ts)
 * and for the request checker that reads their errors in the browser; free of Ajv, so the browser loads none
 * of its compiler.
 */
import {isObject, type OpenApiDocument} from './model';
import {pointerSegment} from './pointer';

/**
 * Every `x-` key of the document (Ajv's strict mode accepts them as annotations), and the pointer of each
 * `oneOf` and `anyOf` list, keyed by its JSON text: the compiled code holds its own copy of each schema, so
 * the checker finds a failed composite by content, not by identity.
 */
export function surveyDocument(document: OpenApiDocument): {
  extensions: Set<string>;
  composites: Map<string, string>;
} {
  const extensions = new Set<string>();
  const composites = new Map<string, string>();
  // A work list, not recursion: the walk's depth is the document's, but it costs nothing to be safe.
  const pending: [unknown, string][] = [[document, '#']];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [node, pointer] = next;
    if (!isObject(node)) continue;
    for (const [key, value] of Object.entries(node)) {
      if (key.startsWith('x-')) extensions.add(key);
      const at = `${pointer}/${pointerSegment(key)}`;
      if ((key === 'oneOf' || key === 'anyOf') && Array.isArray(value)) composites.set(JSON.stringify(value), at);
      pending.push([value, at]);
    }
  }
  return {extensions, composites};
}

/** The URI of a branch of a composite: `<api>#/.../oneOf/1`. */
export function branchUri(api: string, compositePointer: string, index: number): string {
  return `${api}${compositePointer}/${index}`;
}
