import {describe, expect, it} from 'vitest';
import {readFileSync} from 'node:fs';
import {bundleDocument} from '../../contract-core/node';
import {assistantFacts, instructionsMarkdown} from '../../plugins/llms-txt/instructions';
import {llmsFiles, twinPath} from '../../shared/twinPath';
import {apiDocuments} from '../../config/apiDocuments';
import {site} from '../../config/site';
import {builtFileFor, builtPages} from '../support/builtSite';
import {parseLlmsTxt} from '../support/llmsTxt';
import {repoRoot} from '../../harness/paths';
import {join} from 'node:path';

const pages = builtPages().filter(({route}) => route !== '/404.html');

/** Text of an HTML fragment as a reader sees it: tags, heading anchors and entities gone, spaces collapsed. */
function textOf(html: string): string {
  return html
    .replace(/<a[^>]*class="?hash-link[^>]*>.*?<\/a>/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/[\u200b]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A Markdown line as plain text: escapes, emphasis and code marks gone. */
function plain(markdown: string): string {
  return markdown
    .replace(/\\(.)/g, '$1')
    .replace(/[*`]/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

function twinOf(route: string): string {
  const file = builtFileFor(twinPath(route));
  if (file === undefined) throw new Error(`${route} has no twin at ${twinPath(route)}`);
  return readFileSync(file, 'utf8');
}

describe('Markdown twins', () => {
  it('exist for every built page, named by its alternate link', () => {
    const problems = pages.flatMap(({route, html}) => {
      const link = /<link[^>]*rel="?alternate"?[^>]*type="?text\/markdown"?[^>]*>/.exec(html)?.[0];
      const match = link === undefined ? null : /href=(?:"([^"]+)"|([^\s>]+))/.exec(link);
      const href = match === null ? undefined : decodeURI(match[1] ?? match[2] ?? '');
      if (href !== twinPath(route)) return [`${route}: alternate link ${String(href)}`];
      return builtFileFor(href) === undefined ? [`${route}: no file at ${href}`] : [];
    });
    expect(pages.length).toBeGreaterThan(100);
    expect(problems).toEqual([]);
  });

  it("hold the page's h1, every h2, and the header row of every table", () => {
    const problems = pages.flatMap(({route, html}) => {
      const twin = twinOf(route);
      const headings = twin
        .split('\n')
        .map((line) => /^\s*(?:[*-]\s+)?#{1,2} (.*)$/.exec(line)?.[1])
        .flatMap((heading) => (heading === undefined ? [] : [plain(heading)]));
      const rows = twin
        .split('\n')
        .filter((line) => line.startsWith('|'))
        .map((line) =>
          line
            .split('|')
            .slice(1, -1)
            .map((cell) => plain(cell))
            .join(' | '),
        );
      const expectHeading = (level: 1 | 2) =>
        [...html.matchAll(new RegExp(`<h${level}[^>]*>(.*?)</h${level}>`, 'g'))]
          .map((match) => textOf(match[1] ?? ''))
          .filter((text) => !headings.includes(text))
          .map((text) => `${route}: h${level} "${text}"`);
      const tables = [...html.matchAll(/<thead>(.*?)<\/thead>/g)]
        .map((match) =>
          [...(match[1] ?? '').matchAll(/<th[^>]*>(.*?)(?=<th|<\/tr>|$)/g)]
            .map((cell) => textOf(cell[1] ?? ''))
            .join(' | '),
        )
        .filter((header) => !rows.includes(header))
        .map((header) => `${route}: table "${header}"`);
      return [...expectHeading(1), ...expectHeading(2), ...tables];
    });
    expect(problems).toEqual([]);
  });

  it('hold the source of every diagram, which the built page only draws in the browser', () => {
    const problems = pages.flatMap(({route, html}) => {
      const diagrams = (html.match(/data-twin-diagram=/g) ?? []).length;
      const blocks = (twinOf(route).match(/^```mermaid$/gm) ?? []).length;
      return blocks === diagrams ? [] : [`${route}: ${diagrams} diagrams, ${blocks} Mermaid blocks in the twin`];
    });
    expect(pages.some(({html}) => html.includes('data-twin-diagram='))).toBe(true);
    expect(problems).toEqual([]);
  });
});

describe('llms.txt', () => {
  const text = readFileSync(join(repoRoot, 'build', llmsFiles.index), 'utf8');
  const parsed = parseLlmsTxt(text);
  const links = parsed.sections.flatMap(({links: sectionLinks}) => sectionLinks);
  const local = (url: string) => (url.startsWith(site.url) ? decodeURI(url.slice(site.url.length)) : undefined);

  it('parses as llmstxt.org Markdown, with the site and product summary', () => {
    expect(parsed.title).toBe(site.title);
    expect(parsed.summary).toBe(site.description);
    expect(parsed.sections.map(({title}) => title)).toEqual(
      expect.arrayContaining(['Business', 'Developers › Checkout API › Sessions', 'API reference', 'Blog', 'Optional']),
    );
  });

  it("links every page's twin and the three OpenAPI documents, and nothing that is not built", () => {
    const targets = links.map(({url}) => local(url) ?? url);
    expect(targets.filter((target) => builtFileFor(target.split('#')[0] ?? '') === undefined)).toEqual([]);
    expect(pages.map(({route}) => twinPath(route)).filter((twin) => !targets.includes(decodeURI(twin)))).toEqual([]);
    for (const {id} of apiDocuments) expect(targets).toContain(`/openapi/${id}.json`);
  });

  it('opens with instructions that match the contract', async () => {
    const bundled = await Promise.all(
      apiDocuments.map(async (apiDocument) => ({
        apiDocument,
        document: (await bundleDocument(join(repoRoot, apiDocument.source), join(repoRoot, 'redocly.yaml'))).document,
      })),
    );
    const facts = assistantFacts(bundled);
    const lines = instructionsMarkdown(facts, (href) => `${site.url}${encodeURI(decodeURI(href))}`);
    expect(parsed.details).toContain(lines.join('\n'));
    expect(parsed.details).toContain(`from ${facts.amount.minimum} to ${facts.amount.maximum}`);
    for (const {field} of facts.deprecatedFields) expect(parsed.details).toContain(`\`${field}\``);
    const instructionLinks = [...parsed.details.matchAll(/\]\(([^)]+)\)/g)].map((match) => match[1] ?? '');
    for (const url of instructionLinks)
      expect(builtFileFor((local(url) ?? url).split('#')[0] ?? ''), url).toBeDefined();
  });

  it('has a full version with every twin in it', () => {
    const full = readFileSync(join(repoRoot, 'build', llmsFiles.full), 'utf8');
    expect(full.startsWith(text)).toBe(true);
    for (const {route} of pages)
      expect(full, route).toContain(`Source: ${site.url}${encodeURI(decodeURI(twinPath(route)))}`);
  });
});
