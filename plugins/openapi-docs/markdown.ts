import {micromark} from 'micromark';
import {gfm, gfmHtml} from 'micromark-extension-gfm';

/**
 * The theme has no Markdown renderer at run time, so descriptions become HTML here, at build time.
 * micromark follows CommonMark (plus GitHub tables, strikethrough and autolinks) and, by default,
 * escapes raw HTML and drops `javascript:` URLs, so a description cannot inject markup.
 */
export function markdownToHtml(source: string): string {
  return micromark(source, {extensions: [gfm()], htmlExtensions: [gfmHtml()]}).trim();
}

/** Keys whose values are instance data (examples, defaults), not document text, unless they are names. */
const instanceDataKeys = new Set(['example', 'examples', 'value', 'default', 'const', 'enum']);
/** Maps whose keys are names chosen by the document's authors, such as a property called `value`. */
const nameMapKeys = new Set(['properties', 'patternProperties', 'schemas']);

/**
 * Every Markdown text of a document part: `description` fields and the values of `x-enumDescriptions`.
 * Example and default values are skipped, even where they carry a `description` member of their own.
 */
export function markdownSources(node: unknown, parentKey = ''): string[] {
  if (Array.isArray(node)) return node.flatMap((item) => markdownSources(item, parentKey));
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) => {
    if (key === 'description' && typeof value === 'string') return [value];
    if (key === 'x-enumDescriptions' && typeof value === 'object' && value !== null) {
      return Object.values(value).filter((text): text is string => typeof text === 'string');
    }
    const isName = nameMapKeys.has(parentKey);
    // A media type's or component's `examples` is a map of Example objects, whose descriptions are text.
    const isExampleMap = key === 'examples' && !Array.isArray(value);
    if (!isName && instanceDataKeys.has(key) && !isExampleMap) return [];
    return markdownSources(value, isName ? '' : key);
  });
}

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

/**
 * Markdown source to HTML, for the texts of a document part. A text that renders as one plain paragraph
 * is left out: the components show it as text, which keeps the page data small.
 */
export function renderMarkdown(node: unknown): Record<string, string> {
  const rendered: Record<string, string> = {};
  for (const source of new Set(markdownSources(node))) {
    const html = markdownToHtml(source);
    if (html !== `<p>${escapeHtml(source.trim())}</p>`) rendered[source] = html;
  }
  return rendered;
}
