/**
 * The published docs site the MCP server answers from: `llms.txt`, `llms-full.txt`, the Markdown twins, the
 * search index and the three bundled OpenAPI documents, read from one base URL (production, or a local
 * `npm run serve`) and kept for the life of the server. It reaches no other host.
 */
import {apiDocuments, type ApiDocumentId} from '../config/apiDocuments';
import {site} from '../config/site';
import type {OpenApiDocument} from '../contract-core';
import {llmsFiles, twinPath} from '../shared/twinPath';
import {createSiteSearch, isSearchSections, sectionsFile, type SiteSearch} from '../shared/search';
import type {SearchEntry} from '../shared/search/types';
import type {ContractDocuments} from '../simulator';

/** A page of llms-full.txt: its twin URL, title and Markdown. */
export interface TwinSection {
  readonly twinUrl: string;
  readonly title: string;
  readonly text: string;
}

export class DocsUnreachable extends Error {}

/** Files of the site that are text already: twins, llms.txt and llms-full.txt. */
export const isTextFile = (path: string): boolean => /\.(md|txt)$/.test(path.split('#')[0] ?? '');

const timeoutMs = 10_000;
/** The largest file the site publishes is llms-full.txt, a few megabytes; anything far bigger is not ours. */
const maxBytes = 32 * 1024 * 1024;

/** The body as text, refused once it passes maxBytes, whatever content-length said. */
async function readCapped(response: Response, url: string): Promise<string> {
  const reader = response.body?.getReader();
  if (reader === undefined) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.length;
    if (size > maxBytes) {
      await reader.cancel();
      throw new DocsUnreachable(`The docs at ${url} sent more than ${maxBytes} bytes, more than any file of the site`);
    }
    chunks.push(read.value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export class DocsSite {
  private readonly cache = new Map<string, Promise<unknown>>();
  readonly base: string;

  constructor(base: string) {
    let url: URL;
    try {
      url = new URL(base);
    } catch {
      throw new Error(`--docs needs an absolute http or https URL, such as http://127.0.0.1:3000; got ${base}`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new Error(`--docs needs an http or https URL, got ${base}`);
    this.base = url.origin + url.pathname.replace(/\/+$/, '');
  }

  /** The site's own URL for a path: `/docs/overview/` on the base the server reads from. */
  url(path: string): string {
    return `${this.base}${path.startsWith('/') ? path : `/${path}`}`;
  }

  /** A URL the published files give (the production site's) moved onto the base the server reads from. */
  localize(url: string): string {
    return url.startsWith(site.url) ? this.url(url.slice(site.url.length) || '/') : url;
  }

  /** The path of a page or twin URL on this site, or of a bare path; undefined for another host. */
  pathOf(urlOrPath: string): string | undefined {
    if (urlOrPath.startsWith('/')) return urlOrPath;
    let url: URL;
    try {
      url = new URL(urlOrPath);
    } catch {
      return undefined;
    }
    const bases = [new URL(this.base), new URL(site.url)];
    const base = bases.find((candidate) => candidate.origin === url.origin);
    if (base === undefined) return undefined;
    const prefix = base.pathname.replace(/\/+$/, '');
    return url.pathname.startsWith(prefix) ? url.pathname.slice(prefix.length) || '/' : undefined;
  }

  /**
   * What `make` answers, made on the first call for `key` and kept. A failure is not kept but made again
   * next time: the site may have been started since.
   */
  private kept<T>(key: string, make: () => Promise<T>): Promise<T> {
    let made = this.cache.get(key) as Promise<T> | undefined;
    if (made === undefined) {
      made = make();
      made.catch(() => this.cache.delete(key));
      this.cache.set(key, made);
    }
    return made;
  }

  text(path: string): Promise<string> {
    return this.kept(`text ${path}`, () => this.fetchText(path));
  }

  private async fetchText(path: string): Promise<string> {
    const url = this.url(path);
    const loopback = /^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])[:/]/.test(url);
    const hint = loopback
      ? 'Start the site (npm run serve) or pass --docs <url>.'
      : 'Check the URL and your network, or pass --docs <url>.';
    let response: Response;
    try {
      // No redirects: the server reads from the docs URL and nowhere else.
      response = await fetch(url, {signal: AbortSignal.timeout(timeoutMs), redirect: 'error'});
    } catch (error) {
      const reason =
        error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
      throw new DocsUnreachable(`Cannot reach the docs at ${url}: ${reason}. ${hint}`);
    }
    if (!response.ok) {
      throw new DocsUnreachable(
        response.status === 404
          ? `The docs at ${this.base} have no ${path}: the site is older than this server, or not these docs. Use a site and a clone of the same release.`
          : `The docs at ${url} answered ${response.status}`,
      );
    }
    return readCapped(response, url);
  }

  async json<T>(path: string): Promise<T> {
    const text = await this.text(path);
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new DocsUnreachable(`The docs at ${this.url(path)} did not answer JSON`);
    }
  }

  llmsTxt(): Promise<string> {
    return this.text(llmsFiles.index);
  }

  /** The site search over the title index and the full-text sections, built once rather than on every search. */
  search(): Promise<SiteSearch> {
    return this.kept('search', async () => {
      const [entries, sections] = await Promise.all([
        this.json<readonly SearchEntry[]>('/search-index.json'),
        this.json<unknown>(`/${sectionsFile}`),
      ]);
      if (!isSearchSections(sections)) {
        throw new DocsUnreachable(
          `The docs at ${this.base} publish search sections of another version: use a site and a clone of the same release.`,
        );
      }
      return createSiteSearch(entries, sections.sections);
    });
  }

  /** A page's twin; a file the site publishes as text (`/llms.txt`) as it is. */
  twin(path: string): Promise<string> {
    return this.text(isTextFile(path) ? path : twinPath(path));
  }

  /**
   * The pages of llms-full.txt, each after its `Source:` line, read and split once: lowering the case of
   * every page took most of a search's 20 ms.
   */
  twinSections(): Promise<readonly TwinSection[]> {
    return this.kept('twin sections', async () =>
      (await this.text(llmsFiles.full))
        .split(/\n---\n/)
        .slice(1)
        .flatMap((part) => {
          const source = /^\s*Source: (\S+)/.exec(part)?.[1];
          if (source === undefined) return [];
          const title = /^# (.+)$/m.exec(part)?.[1] ?? source;
          return [{twinUrl: this.localize(source), title, text: part}];
        }),
    );
  }

  /** The three bundled documents, parsed once: the tools key their compiled validators on these objects. */
  documents(): Promise<ContractDocuments> {
    return this.kept('documents', () => this.readDocuments());
  }

  private async readDocuments(): Promise<ContractDocuments> {
    const entries = await Promise.all(
      apiDocuments.map(async ({id}) => [id, await this.json<OpenApiDocument>(`/openapi/${id}.json`)] as const),
    );
    const byId: Record<ApiDocumentId, OpenApiDocument> = Object.fromEntries(entries) as Record<
      ApiDocumentId,
      OpenApiDocument
    >;
    return byId;
  }
}
