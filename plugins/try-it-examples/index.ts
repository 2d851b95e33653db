/**
 * A remark plugin: `<TryIt operationId="createSession" example="session.json" />` in a page starts its
 * console from the page's own JSON example, the fenced block titled `session.json`, which the docs' JSON
 * test validates against its schema. The block's text is passed to the component as its `body`, so the
 * example has one home; the build fails when the page has no such block.
 */
interface Attribute {
  type: string;
  name?: string;
  value?: unknown;
}

interface Node {
  type: string;
  name?: string | null;
  attributes?: Attribute[];
  children?: Node[];
  lang?: string | null;
  meta?: string | null;
  value?: string;
}

const titleOf = (meta: string | null | undefined): string | undefined =>
  /(?:^|\s)title="([^"]*)"/.exec(meta ?? '')?.[1];

function walk(node: Node, visit: (node: Node) => void): void {
  visit(node);
  node.children?.forEach((child) => {
    walk(child, visit);
  });
}

export default function tryItExamples() {
  return (tree: Node): void => {
    const examples = new Map<string, string>();
    walk(tree, (node) => {
      const title = node.type === 'code' && node.lang === 'json' ? titleOf(node.meta) : undefined;
      if (title !== undefined) examples.set(title, node.value ?? '');
    });
    walk(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' || node.name !== 'TryIt') return;
      const example = node.attributes?.find(({type, name}) => type === 'mdxJsxAttribute' && name === 'example');
      if (example === undefined) return;
      const body = examples.get(String(example.value));
      if (body === undefined) {
        throw new Error(`<TryIt example="${String(example.value)}">: the page has no JSON block with that title`);
      }
      node.attributes = [...(node.attributes ?? []), {type: 'mdxJsxAttribute', name: 'body', value: body}];
    });
  };
}
