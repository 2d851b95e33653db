import type {MouseEvent, ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import type {SearchResult, TextPart} from '@site/shared/search/results';
import styles from './styles.module.css';

/** A click the router can take: not one that asks for a new tab or window, or a download. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** Text in runs, the matched ones marked. React escapes every run: content cannot inject markup. */
function Marked({parts}: {readonly parts: readonly TextPart[]}): ReactNode {
  return parts.map((part, index) => (part.matched ? <mark key={index}>{part.text}</mark> : part.text));
}

export interface ResultOptionProps {
  readonly id: string;
  readonly result: SearchResult;
  readonly active: boolean;
  readonly onHover: () => void;
  /** Called before the router follows the link, or before the browser opens it elsewhere. */
  readonly onOpen: () => void;
}

/**
 * One result: its label, the page's title and the section's, and a passage with the matched words marked.
 * A plain link that the router follows on a plain click: a Docusaurus Link would prefetch the code of every
 * result in view, a request at search time (notes/requirements.md#search).
 */
export default function ResultOption({id, result, active, onHover, onOpen}: ResultOptionProps): ReactNode {
  const history = useHistory();
  const {withBaseUrl} = useBaseUrlUtils();
  const href = withBaseUrl(result.url);
  return (
    // eslint-disable-next-line @docusaurus/no-html-links
    <a
      id={id}
      role="option"
      aria-selected={active}
      tabIndex={-1}
      className={styles.option}
      href={href}
      onMouseMove={onHover}
      onClick={(event) => {
        onOpen();
        if (!isPlainClick(event)) return;
        event.preventDefault();
        history.push(href);
      }}>
      <span className={styles.label}>{result.label}</span>
      <span className={styles.title}>
        <Marked parts={result.titleParts} />
        {result.section !== '' && <span className={styles.section}> › {result.section}</span>}
      </span>
      {result.excerpt.length > 0 && (
        <span className={styles.excerpt}>
          <Marked parts={result.excerpt} />
        </span>
      )}
    </a>
  );
}
