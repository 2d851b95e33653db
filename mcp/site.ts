/**
 * The published docs site the MCP server answers from: `llms.txt`, `llms-full.txt`, the Markdown twins, the
 * search index and the three bundled OpenAPI documents, read from one base URL (production, or a local
 * `npm run serve`) and kept for the life of the server. It reaches no other host.
 */
import {apiDocuments, type ApiDocumentId} from '../config/apiDocuments';
import {site} from '../config/site';
import type {OpenApiDocument} from '../contract-core/model';
import {llmsFiles, twinPath} from '../plugins/llms-txt/twinPath';
import type {SearchEntry} from '../plugins/search-index/types';
import type {ContractDocuments} from '../simulator/contract';

/** A page of llms-full.txt: its twin URL, title and Markdown. */
export interface TwinSection {
  readonly twinUrl: string;
  readonly title: string;
  readonly text: string;
}

export class DocsUnreachable extends Error {}

const timeoutMs = 10_000;
/** The largest file the site publishes is llms-full.txt, a few megabytes; anything far bigger is not ours. */
const maxBytes = 32 * 1024 * 1024;

export class DocsSite {
  private readonly cache = new Map<string, Promise<string>>();
  readonly base: string;

  constructor(base: string) {
    const url = new URL(base);
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

  text(path: string): Promise<string> {
    let text = this.cache.get(path);
    if (text === undefined) {
      text = this.fetchText(path);
      // A failed read is tried again next time: the site may have been started since.
      text.catch(() => this.cache.delete(path));
      this.cache.set(path, text);
    }
    return text;
  }

  private async fetchText(path: string): Promise<string> {
    const url = this.url(path);
    let response: Response;
    try {
      response = await fetch(url, {signal: AbortSignal.timeout(timeoutMs), redirect: 'follow'});
    } catch (error) {
      const reason =
        error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
      throw new DocsUnreachable(
        `Cannot reach the docs at ${url}: ${reason}. Start the site (npm run serve) or pass --docs <url>.`,
      );
    }
    if (!response.ok) throw new DocsUnreachable(`The docs at ${url} answered ${response.status}`);
    const length = Number(response.headers.get('content-length') ?? 0);
    if (length > maxBytes)
      throw new DocsUnreachable(`The docs at ${url} sent ${length} bytes, more than any file of the site`);
    return response.text();
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

  searchIndex(): Promise<readonly SearchEntry[]> {
    return this.json('/search-index.json');
  }

  twin(path: string): Promise<string> {
    return this.text(path.endsWith('.md') ? path : twinPath(path));
  }

  /** The pages of llms-full.txt, each after its `Source:` line. */
  async twinSections(): Promise<readonly TwinSection[]> {
    const full = await this.text(llmsFiles.full);
    return full
      .split(/\n---\n/)
      .slice(1)
      .flatMap((part) => {
        const source = /^\s*Source: (\S+)/.exec(part)?.[1];
        if (source === undefined) return [];
        const title = /^# (.+)$/m.exec(part)?.[1] ?? source;
        return [{twinUrl: this.localize(source), title, text: part}];
      });
  }

  async documents(): Promise<ContractDocuments> {
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
