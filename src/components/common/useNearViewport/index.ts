import {useEffect, useState, type RefObject} from 'react';

/**
 * Whether the element has come within `margin` (a CSS margin, as IntersectionObserver takes it) of the
 * viewport; once true it stays true. Nothing is observed while `watch` is false.
 */
export function useNearViewport(element: RefObject<Element | null>, margin: string, watch = true): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (!watch || near || target === null) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      {rootMargin: margin},
    );
    observer.observe(target);
    return () => {
      observer.disconnect();
    };
  }, [element, margin, watch, near]);
  return near;
}
