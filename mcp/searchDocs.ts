/**
 * The search_docs tool: the site search itself (shared/search, the matchers and ranking the search box uses)
 * over the title index and the full-text sections the site publishes.
 */
import {twinPath} from '../shared/twinPath';
import type {TextPart} from '../shared/search';
import type {Tool} from './tools';

type Json = Record<string, unknown>;

const text = (description: string, extra: Json = {}): Json => ({type: 'string', description, ...extra});

/** A passage with the matched words marked as Markdown bold, as a model reads it. */
export function markedText(parts: readonly TextPart[]): string {
  return parts.map(({text: part, matched}) => (matched ? `**${part}**` : part)).join('');
}

export const searchDocs: Tool = {
  name: 'search_docs',
  description:
    "Search the Convenient Checkout docs as the site's search box does: page titles (fuzzy), and the text of every section of the guides, each API operation, each field of the contract and each error code, ranked by relevance, tolerant of typos and of the usual synonyms (void and cancel, chargeback and dispute). Each result has the page or section url, its Markdown twin url, which read_page returns, and a short passage with the matched words in bold.",
  inputSchema: {
    type: 'object',
    properties: {
      query: text('Words to look for, such as "refund a payment" or "SESSION_EXPIRED"', {minLength: 1, maxLength: 200}),
      limit: {type: 'integer', minimum: 1, maximum: 25, default: 8},
    },
    required: ['query'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      results: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            title: text('Page or operation title'),
            section: text('Section, field or code within the page; empty for the whole page'),
            url: text('Page URL, with the section anchor'),
            twinUrl: text('Markdown twin URL'),
            excerpt: text('A passage of the section, the matched words in **bold**'),
            matchedIn: {enum: ['title', 'text']},
          },
          required: ['title', 'section', 'url', 'twinUrl', 'excerpt', 'matchedIn'],
        },
      },
    },
    required: ['results'],
  },
  async run(site, input) {
    const limit = typeof input.limit === 'number' ? input.limit : 8;
    const search = await site.search();
    return {
      results: search(String(input.query), limit).map(({title, section, url, excerpt, matchedIn}) => ({
        title,
        section,
        url: site.url(url),
        twinUrl: site.url(twinPath(url)),
        excerpt: markedText(excerpt),
        matchedIn,
      })),
    };
  },
};
