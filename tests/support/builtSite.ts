import {readdirSync, readFileSync, existsSync} from 'node:fs';
import {join, relative, sep} from 'node:path';
import {buildDir} from './paths';

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
 * Whether served HTML has an element with this id. The build minifies HTML, which drops the quotes
 * around an attribute value that needs none (`id=INVALID_AMOUNT`).
 */
export function hasElementId(html: string, id: string): boolean {
  const quoted = html.includes(`id="${id}"`);
  return (
    quoted ||
    (/^[^\s"'=<>`]+$/.test(id) && new RegExp(`\\sid=${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\\s>]`).test(html))
  );
}
