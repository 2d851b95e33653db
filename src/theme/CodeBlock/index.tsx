import {useId, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import CodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';
import StaticIsland from '@site/src/components/StaticIsland';

type Props = WrapperProps<typeof CodeBlockType>;

/**
 * The server already highlights every code block. Hydrating the forty blocks of a long guide highlights
 * them all again on the reader's phone before the page responds, so each block keeps the server's HTML
 * until it nears the viewport, and only then goes live (copy button, word-wrap toggle). The page's path
 * is part of the island's name because ids from `useId` repeat from page to page.
 */
export default function CodeBlockWrapper(props: Props): ReactNode {
  const {pathname} = useLocation();
  const id = useId();
  return (
    <StaticIsland name={`${pathname}${id}`} liveWhenNear>
      <CodeBlock {...props} />
    </StaticIsland>
  );
}
