/**
 * A strict reader of the llms.txt format (https://llmstxt.org/): an H1 title, an optional blockquote
 * summary, any Markdown but headings, then H2 sections whose only content is a list of links, each
 * `- [name](url)` with an optional `: notes`. Anything else is an error naming the line.
 */
export interface LlmsTxtLink {
  readonly title: string;
  readonly url: string;
  readonly notes?: string;
}

export interface ParsedLlmsTxt {
  readonly title: string;
  readonly summary?: string;
  /** The Markdown between the summary and the first section. */
  readonly details: string;
  readonly sections: readonly {readonly title: string; readonly links: readonly LlmsTxtLink[]}[];
}

const linkItem = /^- \[((?:[^\]\\]|\\.)+)\]\(([^)\s]+)\)(?:: (.+))?$/;

export function parseLlmsTxt(text: string): ParsedLlmsTxt {
  const lines = text.split('\n');
  const title = /^# (.+)$/.exec(lines[0] ?? '')?.[1];
  if (title === undefined) throw new Error('llms.txt must open with an H1 title');
  let at = 1;
  while (lines[at]?.trim() === '') at += 1;
  const summary = /^> (.+)$/.exec(lines[at] ?? '')?.[1];
  if (summary !== undefined) at += 1;
  const details: string[] = [];
  for (; at < lines.length && !(lines[at] ?? '').startsWith('## '); at += 1) {
    const line = lines[at] ?? '';
    if (/^#{1,6} /.test(line)) throw new Error(`line ${at + 1}: no heading may come before the first section`);
    details.push(line);
  }
  const sections: {title: string; links: LlmsTxtLink[]}[] = [];
  for (; at < lines.length; at += 1) {
    const line = lines[at] ?? '';
    if (line.trim() === '') continue;
    const heading = /^## (.+)$/.exec(line)?.[1];
    if (heading !== undefined) {
      sections.push({title: heading, links: []});
      continue;
    }
    const match = linkItem.exec(line);
    const section = sections.at(-1);
    if (match === null || section === undefined) throw new Error(`line ${at + 1} is not a link list item: ${line}`);
    const [, name = '', url = '', notes] = match;
    section.links.push({title: name, url, ...(notes === undefined ? {} : {notes})});
  }
  return {title, ...(summary === undefined ? {} : {summary}), details: details.join('\n').trim(), sections};
}
