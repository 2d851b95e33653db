import {useRef, type ReactNode} from 'react';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';
import {useNearViewport} from '@site/src/components/common/useNearViewport';
import {twinDiagramAttribute} from '@site/shared/twinPath';

type Props = WrapperProps<typeof MermaidType>;

/** How far below the viewport a diagram starts loading, so it is usually drawn before the reader gets there. */
const preloadMargin = '600px 0px';

/**
 * Mermaid is a large library that draws each diagram in the browser. The stock component loads and runs it
 * as the page mounts, which on a phone blocks the main thread while the reader waits for the text. This
 * waits until a diagram comes near the viewport; until then its place is an empty marker. The source rides
 * on the wrapper, so the page's Markdown twin can show the diagram the built HTML does not hold.
 */
export default function MermaidWrapper(props: Props): ReactNode {
  const marker = useRef<HTMLDivElement>(null);
  const near = useNearViewport(marker, preloadMargin);
  return (
    <div {...{[twinDiagramAttribute]: props.value}}>
      {near ? <Mermaid {...props} /> : <div ref={marker} data-mermaid-pending="" />}
    </div>
  );
}
