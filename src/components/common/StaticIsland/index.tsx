import {Suspense, useLayoutEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {useNearViewport} from '@site/src/components/common/useNearViewport';
import {useReaderInteracted} from '@site/src/components/common/useReaderInteracted';
import styles from './styles.module.css';

interface Props {
  /** Unique on the page: finds the server-rendered island while the page hydrates. */
  readonly name: string;
  /**
   * For content that needs React (tabs, copy buttons): keep the server's HTML until the island is near
   * the viewport and the reader has scrolled, touched, pointed or pressed a key, then render it live. A
   * page nobody acts on yet (as it loads) runs none of it.
   */
  readonly liveWhenNear?: boolean;
  /**
   * What the server sends in place of the children, when a lighter form reads the same (with
   * `liveWhenNear`, the island shows it until it goes live), and what shows while live children wait
   * for their code after a client-side navigation.
   */
  readonly served?: ReactNode;
  /** For an island that is itself a layout block (a grid column). */
  readonly className?: string;
  readonly children: ReactNode;
}

/** How far outside the viewport an island goes live, so it is interactive before the reader reaches it. */
const nearMargin = '800px 0px';

/**
 * An island's content as the page hydrates: none. React neither compares nor rewrites what is inside an
 * element's `dangerouslySetInnerHTML` while hydrating, and later rewrites it only when the string changes,
 * so the server's nodes stay as they are without being read back as markup (serialising the merchant
 * reference's islands took about 100 ms at a phone's speed).
 */
const keptAsServed = {__html: ''};

/** The islands the server sent, by name: found in one pass, not one search of the whole page per island. */
let servedIslands: ReadonlyMap<string, HTMLElement> | undefined;

function servedIsland(name: string): HTMLElement | null {
  servedIslands ??= new Map(
    [...document.querySelectorAll<HTMLElement>('[data-static-island]')].map((element) => [
      element.dataset.staticIsland ?? '',
      element,
    ]),
  );
  const element = servedIslands.get(name);
  // After a client-side navigation the server's islands are gone, and the page's islands render as usual.
  return element?.isConnected === true ? element : null;
}

/**
 * Server-rendered content that hydrates late or never. Hydrating an API reference page's whole tree blocks
 * a phone's main thread for more than a second, so on the first load an island keeps the nodes the server
 * sent: for good when it holds nothing interactive (native `<details>`, tables, in-page links), or until it
 * nears the viewport with `liveWhenNear`. When the page is reached by client-side navigation there is no
 * server HTML, and the island renders as usual.
 */
export default function StaticIsland({name, liveWhenNear = false, served, className, children}: Props): ReactNode {
  const island = useRef<HTMLDivElement>(null);
  const [serverIsland] = useState(() => (typeof document === 'undefined' ? null : servedIsland(name)));
  const mayGoLive = serverIsland !== null && liveWhenNear;
  // Islands that keep their server HTML for good neither listen nor render again on the first action.
  const interacted = useReaderInteracted(mayGoLive);
  const near = useNearViewport(island, nearMargin, mayGoLive && interacted);
  const kept = serverIsland !== null && !(liveWhenNear && near);
  // Read as markup once, as the island goes live: it shows while the live content's code loads.
  const servedHtml = useMemo(() => (kept ? '' : (serverIsland?.innerHTML ?? '')), [kept, serverIsland]);
  useLayoutEffect(() => {
    // Had hydration failed above the island, React renders it anew, empty: the server's nodes move into it.
    const element = island.current;
    if (kept && element !== null && element !== serverIsland) {
      element.replaceChildren(...serverIsland.childNodes);
    }
  }, [kept, serverIsland]);
  if (kept) {
    return (
      <div
        ref={island}
        data-static-island={name}
        className={className}
        dangerouslySetInnerHTML={keptAsServed}
        suppressHydrationWarning
      />
    );
  }
  // No Suspense boundary on the server: React streams a large one out of order, as a hidden template
  // that a script moves into place, which readers without JavaScript would never see.
  if (typeof document === 'undefined') {
    return (
      <div data-static-island={name} className={className}>
        {served ?? children}
      </div>
    );
  }
  // Live content may wait for a chunk (the code blocks' Prism, an operation's samples): until it comes, what
  // was shown stays, marked busy so assistive technology knows it is about to change.
  const waiting =
    serverIsland === null ? (
      served
    ) : (
      <div className={styles.contents} aria-busy="true" dangerouslySetInnerHTML={{__html: servedHtml}} />
    );
  return (
    <div ref={island} data-static-island={name} className={className}>
      <Suspense fallback={waiting}>{children}</Suspense>
    </div>
  );
}
