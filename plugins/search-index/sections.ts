/**
 * The sections of a built page, read from its HTML: the text under each `h2` and `h3` (and the text
 * before the first), each at its heading's anchor, and each row a page marks as the home of an error
 * code at the code's own anchor. Pure: the plugin hands in the HTML after the build has written it.
 */
import {DomUtils, parseDocument} from 'htmlparser2';
import {twinSkipAttribute} from '../../shared/twinPath';
import type {SearchSection, SectionKind} from '../../shared/search/types';

/** htmlparser2's node types, named through its own API rather than its dependency's package. */
type ChildNode = ReturnType<typeof parseDocument>['children'][number];
type Element = Extract<ChildNode, {attribs: unknown}>;
const {isTag, isText} = DomUtils;

/** Parts of a page that are not its content: controls, navigation, code blocks, the title block. */
const skippedTags = new Set(['nav', 'footer', 'button', 'pre', 'script', 'style', 'svg', 'noscript', 'template']);
const blockTags = new Set([
  'p', 'div', 'li', 'ul', 'ol', 'table', 'tr', 'td', 'th', 'dl', 'dt', 'dd', 'section', 'article', 'details',
  'summary', 'blockquote', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'br', 'header', 'figure', 'figcaption',
]); // prettier-ignore
const sectionHeadings = new Set(['h2', 'h3']);

function hasClass(element: Element, name: string): boolean {
  return (element.attribs.class ?? '').split(/\s+/).includes(name);
}

function isSkipped(element: Element): boolean {
  if (skippedTags.has(element.name) || hasClass(element, 'hash-link')) return true;
  if (element.attribs[twinSkipAttribute] !== undefined) return true;
  // The title block (h1, dates, authors) repeats what the result shows as the page's title.
  return element.name === 'header' && DomUtils.findOne((child) => child.name === 'h1', element.children) !== null;
}

/**
 * The part of the page that is its content, as the Markdown twins take it (plugins/llms-txt): a doc's
 * article, else the page's main element.
 */
export function contentRoot(html: string): Element | undefined {
  const document = parseDocument(html);
  return (
    DomUtils.findOne((element) => hasClass(element, 'theme-doc-markdown'), document.children) ??
    DomUtils.findOne((element) => element.name === 'main', document.children) ??
    undefined
  );
}

interface Open {
  /** Where the section opens among the page's sections: a row closes before the section around it. */
  order: number;
  anchor: string;
  title: string;
  keywords: string[];
  text: string[];
}

const collapse = (text: string): string => text.replace(/\s+/g, ' ').trim();

export interface PageOfSections {
  /** The page's route as the site serves it. */
  readonly url: string;
  readonly title: string;
  readonly kind: SectionKind;
  readonly html: string;
}

/**
 * The page's sections, in order, with their text. `homeAnchors` are the ids on this page that are the
 * home of an error code: each such element becomes a section of its own, named by the code.
 */
export function pageSections(page: PageOfSections, homeAnchors: ReadonlySet<string> = new Set()): SearchSection[] {
  const root = contentRoot(page.html);
  if (root === undefined) return [];
  const done: Open[] = [];
  let opened = 0;
  const open = (anchor: string, title: string, keywords: string[]): Open => ({
    order: opened++,
    anchor,
    title,
    keywords,
    text: [],
  });
  let current = open('', '', []);
  /** Text goes to the row being read (`own`), else to the section of the last heading passed. */
  const visit = (node: ChildNode, own?: Open): void => {
    const into = own ?? current;
    if (isText(node)) {
      into.text.push(node.data);
      return;
    }
    if (!isTag(node) || isSkipped(node)) return;
    const id = node.attribs.id;
    if (sectionHeadings.has(node.name) && id !== undefined && own === undefined) {
      done.push(current);
      current = open(id, collapse(DomUtils.textContent(node.children.filter(isShown))), []);
      return;
    }
    if (id !== undefined && homeAnchors.has(id) && own === undefined) {
      const row = open(id, id, [id]);
      node.children.forEach((child) => {
        visit(child, row);
      });
      done.push(row);
      return;
    }
    const block = blockTags.has(node.name) || isCellNote(node);
    if (block) into.text.push(' ');
    node.children.forEach((child) => {
      visit(child, own);
    });
    if (block) (own ?? current).text.push(' ');
  };
  root.children.forEach((child) => {
    visit(child);
  });
  done.push(current);
  return done
    .sort((a, b) => a.order - b.order)
    .map((open) => ({...open, text: collapse(open.text.join(''))}))
    .filter(({anchor, text}) => anchor === '' || text !== '')
    .map(({anchor, title, keywords, text}) => ({
      url: anchor === '' ? page.url : `${page.url}#${anchor}`,
      page: page.title,
      section: title,
      keywords,
      text,
      // Only an error code's row has a name of its own.
      kind: keywords.length === 0 ? page.kind : 'error',
    }));
}

/** A span straight in a table cell is a line of its own there (a note under a code): its words stand apart, as in the twins. */
function isCellNote(node: Element): boolean {
  const {parent} = node;
  return node.name === 'span' && parent !== null && isTag(parent) && (parent.name === 'td' || parent.name === 'th');
}

function isShown(node: ChildNode): boolean {
  return !isTag(node) || !isSkipped(node);
}
