import {useId, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import CodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';
import StaticIsland from '@site/src/components/StaticIsland';
import './languages';

type Props = WrapperProps<typeof CodeBlockType>;

/** FNV-1a: a short, stable name for a block's text; two blocks with the same text share their HTML too. */
function hashOf(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/**
 * The server already highlights every code block. Hydrating the forty blocks of a long guide highlights
 * them all again on the reader's phone before the page responds, so each block keeps the server's HTML
 * until it nears the viewport, and only then goes live (copy button, word-wrap toggle).
 *
 * The island is named after the block's content, not after its place in the tree: the theme's Tabs mount
 * their panels afresh once the page has hydrated, which gives every block inside them a new `useId`, and
 * a block that could not find its server HTML would highlight at once, hidden panels included. The page's
 * path is part of the name because the same block may appear on another page with other surroundings.
 *
 * The server sends each block as plain text in the theme's own frame, so it takes the same room: a
 * highlighted token is a span with a colour of its own, which made up most of the elements of a long guide,
 * and a block is highlighted anyway when it goes live. The token colours' contrast is checked in
 * `tests/unit/prism-themes.test.ts`.
 */
export default function CodeBlockWrapper(props: Props): ReactNode {
  const {pathname} = useLocation();
  const id = useId();
  const {children, className, language, title, metastring} = props;
  const caption = typeof title === 'string' ? title : '';
  const key =
    typeof children === 'string' ? hashOf(JSON.stringify([className, language, caption, metastring, children])) : id;
  return (
    <StaticIsland name={`${pathname}:${key}`} liveWhenNear served={<CodeBlock {...props} language="text" />}>
      <CodeBlock {...props} />
    </StaticIsland>
  );
}
