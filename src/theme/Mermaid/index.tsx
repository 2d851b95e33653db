import {useEffect, useRef, type ReactNode} from 'react';
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
  useEffect(() => {
    // Mermaid's node tooltips call d3's selection.transition(), which d3-transition adds to d3's selections as a
    // side effect; the bundler drops it, since d3 declares none and Mermaid imports no export of it, so a
    // pointer leaving a node threw "transition is not a function". Loading it with the diagram puts it back.
    if (near) import('d3-transition').catch(() => undefined);
  }, [near]);
  return (
    <div {...{[twinDiagramAttribute]: props.value}}>
      {near ? <Mermaid {...props} /> : <div ref={marker} data-mermaid-pending="" />}
    </div>
  );
}
