import {createContext, useContext, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/** Markdown source to HTML, rendered by the plugin at build time; see plugins/openapi-docs/markdown.ts. */
const MarkdownContext = createContext<Readonly<Record<string, string>>>({});

export const MarkdownProvider = MarkdownContext.Provider;

interface Props {
  readonly source: string | undefined;
  readonly className?: string;
}

/** What is inside `<p>…</p>` when the HTML is that one paragraph and nothing else. */
function paragraphText(html: string): string | undefined {
  const inside = /^<p>([\s\S]*)<\/p>$/.exec(html)?.[1];
  return inside?.includes('<p>') === false ? inside : undefined;
}

/**
 * A description from the contract. Texts the plugin did not render are single plain paragraphs. Most
 * descriptions are one paragraph, and a reference page shows thousands: that paragraph is the element
 * itself rather than the child of a wrapper.
 */
export default function Markdown({source, className}: Props): ReactNode {
  const rendered = useContext(MarkdownContext);
  if (source === undefined || source.trim() === '') return null;
  const html = rendered[source];
  if (html === undefined) return <p className={clsx(styles.markdown, className)}>{source}</p>;
  // The HTML comes from micromark at build time, which escapes raw HTML in the source.
  const paragraph = paragraphText(html);
  if (paragraph !== undefined) {
    return <p className={clsx(styles.markdown, className)} dangerouslySetInnerHTML={{__html: paragraph}} />;
  }
  return <div className={clsx(styles.markdown, className)} dangerouslySetInnerHTML={{__html: html}} />;
}
