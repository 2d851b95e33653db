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

/** A description from the contract. Texts the plugin did not render are single plain paragraphs. */
export default function Markdown({source, className}: Props): ReactNode {
  const rendered = useContext(MarkdownContext);
  if (source === undefined || source.trim() === '') return null;
  const html = rendered[source];
  if (html === undefined) {
    return (
      <div className={clsx(styles.markdown, className)}>
        <p>{source}</p>
      </div>
    );
  }
  // The HTML comes from micromark at build time, which escapes raw HTML in the source.
  return <div className={clsx(styles.markdown, className)} dangerouslySetInnerHTML={{__html: html}} />;
}
