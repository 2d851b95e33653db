/**
 * The headers of the built site, from config/hosting.ts and the inline scripts the build emitted: one list
 * of rules that every host's configuration (render.ts) and our own server (harness/staticServer.ts) apply.
 */
import {createHash} from 'node:crypto';
import {readFile, readdir} from 'node:fs/promises';
import {extname, join} from 'node:path';
import {DomUtils, parseDocument} from 'htmlparser2';
import {
  caching,
  contentSecurityPolicy,
  contentTypes,
  inlineScripts,
  securityHeaders,
  type PolicyDirectives,
} from '../../config/hosting';

/** Which requests a rule applies to, by path. */
export type PathMatch =
  | {readonly kind: 'all'}
  | {readonly kind: 'under'; readonly prefix: string}
  | {readonly kind: 'notUnder'; readonly prefix: string}
  | {readonly kind: 'extension'; readonly extension: string};

export interface HeaderRule {
  readonly match: PathMatch;
  readonly headers: Readonly<Record<string, string>>;
}

/** An inline script of a built page: where, its text and its CSP source (`'sha256-...'`). */
export interface InlineScript {
  readonly page: string;
  readonly text: string;
  readonly source: string;
}

/** Executable inline scripts: no `src`, and no data type such as JSON-LD. */
function isInlineScript(element: {name: string; attribs: Record<string, string>}): boolean {
  if (element.name !== 'script' || element.attribs.src !== undefined) return false;
  const type = element.attribs.type;
  return type === undefined || type === '' || type === 'module' || /javascript/i.test(type);
}

export function scriptSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** Every inline script of one page's HTML. */
export function inlineScriptsOf(page: string, html: string): InlineScript[] {
  return DomUtils.findAll(isInlineScript, parseDocument(html).children).map((element) => {
    const text = DomUtils.textContent(element);
    return {page, text, source: scriptSource(text)};
  });
}

/** The HTML files of a build, relative to it. */
export async function htmlFiles(buildDir: string): Promise<string[]> {
  const files = await readdir(buildDir, {recursive: true, encoding: 'utf8'});
  return files.filter((file) => file.endsWith('.html')).sort();
}

/**
 * The inline scripts of every page of a build. Fails on one that config/hosting.ts does not list, so
 * nothing reaches the policy by accident.
 */
export async function buildInlineScripts(buildDir: string): Promise<InlineScript[]> {
  const pages = await htmlFiles(buildDir);
  const scripts = (
    await Promise.all(pages.map(async (page) => inlineScriptsOf(page, await readFile(join(buildDir, page), 'utf8'))))
  ).flat();
  const unknown = scripts.filter(({text}) => !inlineScripts.some(({pattern}) => pattern.test(text)));
  if (unknown.length > 0) {
    const list = unknown.map(({page, text}) => `- ${page}: ${text.slice(0, 80)}`).join('\n');
    throw new Error(
      `Inline scripts that config/hosting.ts does not list, so the Content Security Policy would block them:\n${list}\nList each in inlineScripts with where it comes from, or load it from a file.`,
    );
  }
  return scripts;
}

/** The policy as a header value, with the hashes of the given inline scripts in `script-src`. */
export function policyHeader(scripts: readonly InlineScript[], directives: PolicyDirectives = contentSecurityPolicy) {
  const hashes = [...new Set(scripts.map(({source}) => source))].sort();
  return Object.entries(directives)
    .map(([name, sources]) => {
      const all = name === 'script-src' ? [...sources, ...hashes] : sources;
      return [name, ...all].join(' ');
    })
    .join('; ');
}

/** The rules, in the order a host applies them; later rules of a header do not overlap earlier ones. */
export function headerRules(policy: string): HeaderRule[] {
  return [
    {match: {kind: 'all'}, headers: {'Content-Security-Policy': policy, ...securityHeaders}},
    {match: {kind: 'under', prefix: caching.assetsPath}, headers: {'Cache-Control': caching.assets}},
    {match: {kind: 'notUnder', prefix: caching.assetsPath}, headers: {'Cache-Control': caching.other}},
    ...Object.entries(contentTypes).map(([extension, type]): HeaderRule => ({
      match: {kind: 'extension', extension},
      headers: {'Content-Type': type},
    })),
  ];
}

export function matches(match: PathMatch, path: string): boolean {
  switch (match.kind) {
    case 'all':
      return true;
    case 'under':
      return path.startsWith(match.prefix);
    case 'notUnder':
      return !path.startsWith(match.prefix);
    case 'extension':
      return extname(path) === match.extension;
  }
}

/** The headers of the file served for a request path (`/docs/overview/` serves `.../index.html`). */
export function headersFor(rules: readonly HeaderRule[], path: string, file: string): Record<string, string> {
  return Object.assign(
    {},
    ...rules
      .filter(({match}) => (match.kind === 'extension' ? matches(match, file) : matches(match, path)))
      .map(({headers}) => headers),
  ) as Record<string, string>;
}
