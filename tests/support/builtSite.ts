import {readdirSync, readFileSync, existsSync} from 'node:fs';
import {join, relative, sep} from 'node:path';
import {DomUtils, parseDocument} from 'htmlparser2';
import {buildDir} from '../../harness/paths';
import {deferredAttribute, deferredPartsMeta, isDeferredParts} from '../../shared/deferred';

/** Every HTML page of the build, as its route (`/docs/overview/`) and its served markup. */
export interface BuiltPage {
  readonly route: string;
  readonly html: string;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

export function builtPages(): BuiltPage[] {
  return htmlFiles(buildDir).map((file) => {
    const rel = relative(buildDir, file).split(sep).join('/');
    const route = '/' + rel.replace(/(^|\/)index\.html$/, '$1');
    return {route, html: readFileSync(file, 'utf8')};
  });
}

/** The routes listed in the build's sitemap, decoded (`Manage%20Wallet` becomes `Manage Wallet`). */
export function sitemapRoutes(): string[] {
  const xml = readFileSync(join(buildDir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => decodeURI(new URL(match[1] ?? '').pathname));
}

/** Where a site-relative path lands in `build/`, or undefined when nothing is there. */
export function builtFileFor(path: string): string | undefined {
  const decoded = decodeURIComponent(path);
  const file = decoded.endsWith('/') ? join(buildDir, decoded, 'index.html') : join(buildDir, decoded);
  return existsSync(file) ? file : undefined;
}

/**
 * A built page whole: the parts the host sends apart (shared/deferred.ts) put back in place, as the page
 * does when they are reached. A deferred element is empty, so its part goes right after its start tag.
 */
export function wholeHtml(html: string): string {
  const path = new RegExp(`<meta name="${deferredPartsMeta}" content="([^"]+)">`).exec(html)?.[1];
  if (path === undefined) return html;
  const parts: unknown = JSON.parse(readFileSync(join(buildDir, path), 'utf8'));
  if (!isDeferredParts(parts)) throw new Error(`${path} is not a parts file`);
  // React escapes ">" in attribute values, so the first one ends the start tag.
  return html.replaceAll(
    new RegExp(`(\\s${deferredAttribute}=")(\\d+)("[^>]*>)`, 'g'),
    (_, before: string, number: string, after: string) => `${before}${after}${parts[Number(number)] ?? ''}`,
  );
}

/** An element of a built page, with its tag name and attributes (values decoded). */
export interface BuiltElement {
  readonly name: string;
  readonly attributes: Readonly<Record<string, string>>;
}

/**
 * Every element of a built page, parsed as a browser would: the Rspack build's HTML minifier drops the
 * quotes around attribute values where it can, so the tests read attributes through a parser, not regexes.
 */
export function elementsOf(html: string): readonly BuiltElement[] {
  return DomUtils.findAll(() => true, parseDocument(html).children).map(({name, attribs}) => ({
    name,
    attributes: attribs,
  }));
}

/** The ids of a built page's elements: the anchors a link to it can name. */
export function elementIdsOf(html: string): ReadonlySet<string> {
  return new Set(elementsOf(html).flatMap(({attributes}) => (attributes.id === undefined ? [] : [attributes.id])));
}

const idsByFile = new Map<string, ReadonlySet<string>>();

/** The element ids of a built file, read and parsed once per test file however many links point at it. */
export function elementIdsOfFile(file: string): ReadonlySet<string> {
  const cached = idsByFile.get(file);
  if (cached !== undefined) return cached;
  const ids = elementIdsOf(readFileSync(file, 'utf8'));
  idsByFile.set(file, ids);
  return ids;
}

/** The script files of the build that hold `text` (file names in assets/js/); there must be at least one. */
export function chunksWith(text: string): string[] {
  const scripts = join(buildDir, 'assets/js');
  const chunks = readdirSync(scripts).filter((file) => readFileSync(join(scripts, file), 'utf8').includes(text));
  if (chunks.length === 0) throw new Error(`No script of the build holds ${text}`);
  return chunks;
}
