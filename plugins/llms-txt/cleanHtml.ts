/**
 * A rehype step that runs before the llms-txt library turns a built page into Markdown. The library
 * converts plain HTML well; these are the parts of a Docusaurus page it does not know about.
 */
import type {Element, ElementContent, Root, RootContent} from 'hast';
import {twinDiagramAttribute, twinPath, twinSkipAttribute} from '../../shared/twinPath';

type Node = Root | RootContent;

function classes(element: Element): string[] {
  const value = element.properties.className;
  return Array.isArray(value) ? value.map(String) : [];
}

/** CSS modules name a class `<local>_<hash>`; the local part is stable across builds. */
function hasClass(element: Element, name: string): boolean {
  return classes(element).some((value) => value === name || value.startsWith(`${name}_`));
}

function isElement(node: Node): node is Element {
  return node.type === 'element';
}

function textOf(node: Node): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element' && node.tagName === 'br') return '';
  return 'children' in node ? node.children.map(textOf).join('') : '';
}

function find(node: Node, test: (element: Element) => boolean): Element[] {
  if (!('children' in node)) return [];
  return node.children.flatMap((child) => [...(isElement(child) && test(child) ? [child] : []), ...find(child, test)]);
}

function element(tagName: string, children: ElementContent[], properties: Element['properties'] = {}): Element {
  return {type: 'element', tagName, properties, children};
}

/** Whether an element is dropped: heading anchors, buttons, line-break hints and marked controls. */
function isNoise(node: Node): boolean {
  if (node.type === 'comment') return true;
  if (!isElement(node)) return false;
  if (node.tagName === 'button' || node.tagName === 'wbr' || node.tagName === 'noscript') return true;
  return hasClass(node, 'hash-link') || node.properties[toPropertyName(twinSkipAttribute)] !== undefined;
}

/** `data-twin-skip` is `dataTwinSkip` in hast. */
function toPropertyName(attribute: string): string {
  return attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/**
 * A highlighted code block (one element per line, each ending in a `<br>`) as plain `<pre><code>` with
 * its language, after its title in bold.
 */
function codeBlock(container: Element): ElementContent[] {
  const lines = find(container, (candidate) => hasClass(candidate, 'token-line')).map(textOf);
  const language = classes(container).find((value) => value.startsWith('language-'));
  const title = find(container, (candidate) => hasClass(candidate, 'codeBlockTitle'))[0];
  const code = element('code', [{type: 'text', value: lines.join('\n')}], language ? {className: [language]} : {});
  return [
    ...(title === undefined ? [] : [element('p', [element('strong', [{type: 'text', value: textOf(title)}])])]),
    element('pre', [code]),
  ];
}

/** A diagram as a fenced Mermaid block of its source, in place of the empty element the build holds. */
function diagramSource(node: Element): ElementContent[] | undefined {
  const source = node.properties[toPropertyName(twinDiagramAttribute)];
  if (typeof source !== 'string') return undefined;
  return [element('pre', [element('code', [{type: 'text', value: source}], {className: ['language-mermaid']})])];
}

const blockTags = new Set(['div', 'p', 'ul', 'ol', 'dl', 'details']);

/** A definition list in a cell, which Markdown would make a list over several lines: **term** definition, a line each. */
function definitionLines(list: Element): ElementContent[] {
  return list.children.filter(isElement).flatMap((item, index): ElementContent[] => {
    if (item.tagName !== 'dt') return [{type: 'text', value: ' '}, ...item.children];
    return [...(index === 0 ? [] : [element('br', [])]), element('strong', item.children)];
  });
}

/**
 * Markdown table cells hold one line, so the blocks inside a cell (a note under a field name, a list of
 * allowed values) are kept apart by a line break, and spans by a space, instead of running together.
 */
function separateCellParts(cell: Element): void {
  const visit = (parent: Element) => {
    parent.children = parent.children.flatMap((child, index): ElementContent[] => {
      if (!isElement(child)) return [child];
      visit(child);
      if (child.tagName === 'dl') return [...(index === 0 ? [] : [element('br', [])]), ...definitionLines(child)];
      if (index === 0) return [child];
      if (blockTags.has(child.tagName)) return [element('br', []), child];
      return child.tagName === 'span' ? [{type: 'text', value: ' '}, child] : [child];
    });
  };
  visit(cell);
}

/**
 * A field's header (name, type, badges) is laid out with gaps, not spaces: a space between its parts keeps
 * `id string (uuid) required` from running together.
 */
function spacedFieldHeader(header: Element): void {
  header.children = header.children.flatMap((child, index): ElementContent[] =>
    index > 0 && isElement(child) ? [{type: 'text', value: ' '}, child] : [child],
  );
}

/**
 * A set of tabs as its panels one after another, each under its tab's label in bold, so that a reader of
 * the twin knows which sample or response a block is. Panels left empty (samples the page loads when
 * chosen) are left out with their labels.
 */
function labelledPanels(container: Element): ElementContent[] {
  const labels = find(container, (candidate) => candidate.properties.role === 'tab').map(textOf);
  const panels = find(container, (candidate) => candidate.properties.role === 'tabpanel');
  return panels.flatMap((panel, index) =>
    textOf(panel).trim() === ''
      ? []
      : [element('p', [element('strong', [{type: 'text', value: labels[index] ?? ''}])]), ...panel.children],
  );
}

/** A site-relative link, made absolute and pointed at the target page's twin when it is a page. */
function twinHref(href: string, siteUrl: string): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const hashAt = href.indexOf('#');
  const path = hashAt === -1 ? href : href.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : href.slice(hashAt);
  // Pages end in a slash (the site's trailing-slash rule); anything else is a file, such as a download.
  return `${siteUrl}${path.endsWith('/') ? twinPath(path) : path}${hash}`;
}

function transform(node: Node, siteUrl: string): void {
  if (!('children' in node)) return;
  const children: RootContent[] = node.children.flatMap((child): RootContent[] => {
    if (isNoise(child)) return [];
    if (isElement(child) && hasClass(child, 'theme-code-block')) return codeBlock(child);
    if (isElement(child) && hasClass(child, 'tabs-container')) {
      const panels = element('div', labelledPanels(child));
      transform(panels, siteUrl);
      return panels.children;
    }
    const diagram = isElement(child) ? diagramSource(child) : undefined;
    if (diagram !== undefined) return diagram;
    if (isElement(child)) {
      if (child.tagName === 'a' && typeof child.properties.href === 'string') {
        child.properties.href = twinHref(child.properties.href, siteUrl);
      }
      transform(child, siteUrl);
      if (child.tagName === 'td' || child.tagName === 'th') separateCellParts(child);
      if (hasClass(child, 'fieldHeader')) spacedFieldHeader(child);
    }
    return [child];
  });
  node.children = children;
}

export interface TwinCleanupOptions {
  /** The site's public URL: a twin is read away from the site (pasted into an assistant), so links are absolute. */
  readonly siteUrl: string;
}

/** The rehype plugin, with its options bound: `beforeDefaultRehypePlugins: [twinCleanup({siteUrl})]`. */
export function twinCleanup(options: TwinCleanupOptions): () => (tree: Root) => void {
  return () => (tree) => {
    transform(tree, options.siteUrl);
  };
}
