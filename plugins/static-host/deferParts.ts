/**
 * Sends the content of each element marked `data-deferred` as inert text (shared/deferred.ts): the build's
 * last step, after the Markdown twins are made from the whole page. An id inside a deferred part could
 * not be linked to until the part is put back, so one fails the build.
 */
import {readFile, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import {DomUtils, parseDocument} from 'htmlparser2';
import {deferredAttribute, deferredScriptType, deferredText} from '../../shared/deferred';
import {htmlFiles} from './headers';

type Node = ReturnType<typeof parseDocument>['children'][number];
type Element = Extract<Node, {attribs: Record<string, string>}>;

const isDeferred = (node: Node): node is Element => 'attribs' in node && Object.hasOwn(node.attribs, deferredAttribute);

/** The marked elements not inside another: a script cannot hold a script, so the parts within one come back with it. */
function outermostDeferred(nodes: readonly Node[]): Element[] {
  return nodes.flatMap((node) =>
    isDeferred(node) ? [node] : 'children' in node ? outermostDeferred(node.children) : [],
  );
}

function idsWithin(element: Element): string[] {
  return DomUtils.findAll((node) => node.attribs.id !== undefined, element.children).map(
    ({attribs}) => attribs.id ?? '',
  );
}

/** The page's HTML with every marked element's content replaced by one data script holding it. */
export function deferParts(html: string): string {
  const document = parseDocument(html, {withStartIndices: true, withEndIndices: true});
  let page = '';
  let done = 0;
  for (const element of outermostDeferred(document.children)) {
    const first = element.children.at(0);
    const last = element.children.at(-1);
    if (first?.startIndex == null || last?.endIndex == null) continue;
    const ids = idsWithin(element);
    if (ids.length > 0) throw new Error(`A deferred part holds ids a link could not reach: ${ids.join(', ')}`);
    const content = html.slice(first.startIndex, last.endIndex + 1);
    page += `${html.slice(done, first.startIndex)}<script type="${deferredScriptType}">${deferredText(content)}</script>`;
    done = last.endIndex + 1;
  }
  return page + html.slice(done);
}

/** Defers the marked parts of every page of a build; returns the pages changed. */
export async function deferBuiltParts(buildDir: string): Promise<string[]> {
  const changed: string[] = [];
  for (const file of await htmlFiles(buildDir)) {
    const path = join(buildDir, file);
    const html = await readFile(path, 'utf8');
    if (!html.includes(deferredAttribute)) continue;
    await writeFile(path, deferParts(html));
    changed.push(file);
  }
  return changed;
}
