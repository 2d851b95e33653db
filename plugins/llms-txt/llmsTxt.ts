/**
 * The llms.txt index (https://llmstxt.org/): a title, a one-paragraph summary, free text without headings
 * (our instructions for assistants), then sections of links. Pure, so the shape is unit-tested.
 */
import type {LoadedVersion} from '@docusaurus/plugin-content-docs';

/** A page the index links to; `route` is the page, and the index links its twin. */
export interface IndexLink {
  readonly title: string;
  readonly url: string;
  readonly description?: string;
}

export interface IndexSection {
  readonly title: string;
  readonly links: readonly IndexLink[];
}

export interface LlmsTxt {
  readonly title: string;
  readonly summary: string;
  /** Markdown paragraphs and lists; llms.txt allows no heading before the first section. */
  readonly details: readonly string[];
  readonly sections: readonly IndexSection[];
}

type SidebarItem = LoadedVersion['sidebars'][string][number];
type Doc = LoadedVersion['docs'][number];

/** Separates the levels of a nested sidebar category in its section's title. */
export const sectionPathSeparator = ' › ';

/**
 * One section per sidebar category, at any depth, titled with its path (`Developers › Testing`): the
 * category's own page first, then the pages directly in it. The docs outside any category come first,
 * under `topLevelTitle`. Sections are in sidebar order, each category before its sub-categories.
 */
export function sidebarSections(version: LoadedVersion, topLevelTitle: string): IndexSection[] {
  const docsById = new Map<string, Doc>(version.docs.map((doc) => [doc.id, doc]));
  const docLink = (id: string): IndexLink[] => {
    const doc = docsById.get(id);
    if (doc === undefined || doc.unlisted) return [];
    return [{title: doc.title, url: doc.permalink, ...(doc.description ? {description: doc.description} : {})}];
  };
  const categoryLink = (category: Extract<SidebarItem, {type: 'category'}>): IndexLink[] => {
    const {link} = category;
    if (link?.type === 'doc') return docLink(link.id);
    if (link?.type !== 'generated-index') return [];
    return [
      {
        title: link.title ?? category.label,
        url: link.permalink,
        ...(link.description ? {description: link.description} : {}),
      },
    ];
  };
  const sections: {title: string; links: IndexLink[]}[] = [];
  const walk = (items: readonly SidebarItem[], path: readonly string[], index: IndexLink[]) => {
    const section = {title: path.join(sectionPathSeparator) || topLevelTitle, links: index};
    sections.push(section);
    for (const item of items) {
      if (item.type === 'doc' || item.type === 'ref') section.links.push(...docLink(item.id));
      if (item.type === 'category') walk(item.items, [...path, item.label], categoryLink(item));
    }
  };
  for (const items of Object.values(version.sidebars)) walk(items, [], []);
  return sections.filter((section) => section.links.length > 0);
}

/** The first sentence of a description, on one line: enough for a note after a link. */
export function firstSentence(text: string): string {
  return (text.trim().split(/(?<=\.)\s/)[0] ?? '').replace(/\s+/g, ' ');
}

function linkLine({title, url, description}: IndexLink): string {
  const text = title.replace(/[[\]]/g, '\\$&');
  return `- [${text}](${url})${description === undefined ? '' : `: ${description.replace(/\s+/g, ' ')}`}`;
}

export function renderLlmsTxt({title, summary, details, sections}: LlmsTxt): string {
  return [
    `# ${title}`,
    `> ${summary}`,
    ...details,
    ...sections.map((section) => [`## ${section.title}`, ...section.links.map(linkLine)].join('\n')),
  ]
    .join('\n\n')
    .concat('\n');
}
