import {useEffect, useRef, useState, type ReactNode} from 'react';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof MermaidType>;

/** How far below the viewport a diagram starts loading, so it is usually drawn before the reader gets there. */
const preloadMargin = '600px 0px';

/**
 * Mermaid is a large library that draws each diagram in the browser. The stock component loads and runs it
 * as the page mounts, which on a phone blocks the main thread while the reader waits for the text. This
 * waits until a diagram comes near the viewport; until then its place is an empty marker.
 */
export default function MermaidWrapper(props: Props): ReactNode {
  const marker = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = marker.current;
    if (element === null) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      {rootMargin: preloadMargin},
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, []);
  return near ? <Mermaid {...props} /> : <div ref={marker} data-mermaid-pending="" />;
}
