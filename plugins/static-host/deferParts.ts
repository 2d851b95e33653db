/**
 * Sends the content of each element marked `data-deferred` apart from its page (shared/deferred.ts): the
 * build's last step, after the Markdown twins are made from the whole page. An id inside a deferred part
 * could not be linked to until the part is put back, so one fails the build.
 */
import {createHash} from 'node:crypto';
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import {DomUtils, parseDocument} from 'htmlparser2';
import {caching} from '../../config/hosting';
import {deferredAttribute, deferredPartsFolder, deferredPartsMeta, deferredText} from '../../shared/deferred';
import {htmlFiles} from './headers';

type Node = ReturnType<typeof parseDocument>['children'][number];
type Element = Extract<Node, {attribs: Record<string, string>}>;

const isDeferred = (node: Node): node is Element => 'attribs' in node && Object.hasOwn(node.attribs, deferredAttribute);

/** The marked elements not inside another: the parts within one come back with it. */
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

const markedAsRendered = `${deferredAttribute}=""`;

/**
 * The page with every marked element emptied and numbered (`data-deferred="3"`), and the contents taken
 * out, in that order. Nothing else of the page changes, byte for byte.
 */
export function deferParts(html: string): {readonly html: string; readonly parts: readonly string[]} {
  const document = parseDocument(html, {withStartIndices: true, withEndIndices: true});
  const parts: string[] = [];
  let page = '';
  let done = 0;
  for (const element of outermostDeferred(document.children)) {
    const first = element.children.at(0);
    const last = element.children.at(-1);
    if (first?.startIndex == null || last?.endIndex == null) continue;
    const ids = idsWithin(element);
    if (ids.length > 0) throw new Error(`A deferred part holds ids a link could not reach: ${ids.join(', ')}`);
    const startTag = html.slice(element.startIndex ?? 0, first.startIndex);
    if (!startTag.includes(markedAsRendered))
      throw new Error(`A deferred element is marked other than as rendered: ${startTag}`);
    page +=
      html.slice(done, element.startIndex ?? 0) +
      startTag.replace(markedAsRendered, `${deferredAttribute}="${parts.length}"`);
    parts.push(deferredText(html.slice(first.startIndex, last.endIndex + 1)));
    done = last.endIndex + 1;
  }
  return {html: page + html.slice(done), parts};
}

/** The page with its head naming the file of its parts. */
export function withPartsFile(html: string, path: string): string {
  if (!html.includes('</head>')) throw new Error('A page with deferred parts has no head to name their file in');
  return html.replace('</head>', `<meta name="${deferredPartsMeta}" content="${path}"></head>`);
}

/**
 * Defers the marked parts of every page of a build, each page's into one file named by its content's hash
 * under the assets (cached for good); returns the pages changed.
 */
export async function deferBuiltParts(buildDir: string): Promise<string[]> {
  const changed: string[] = [];
  const folder = join(buildDir, caching.assetsPath, deferredPartsFolder);
  for (const file of await htmlFiles(buildDir)) {
    const path = join(buildDir, file);
    const {html, parts} = deferParts(await readFile(path, 'utf8'));
    if (parts.length === 0) continue;
    const json = JSON.stringify(parts);
    await mkdir(folder, {recursive: true});
    const name = `${createHash('sha256').update(json).digest('hex').slice(0, 16)}.json`;
    await writeFile(join(folder, name), json);
    await writeFile(path, withPartsFile(html, `${caching.assetsPath}${deferredPartsFolder}/${name}`));
    changed.push(file);
  }
  return changed;
}
