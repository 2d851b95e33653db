// Change: reads the chosen tab with the theme's internal useTabs (allowed in eslint.config.mjs) so that hidden tabs send plain text and on-demand samples load when chosen. See notes/performance/code-block-islands.md.
import {useEffect, useState, type ReactNode} from 'react';
import {useTabs} from '@docusaurus/theme-common/internal';
import CodeBlock from '@theme/CodeBlock';
import styles from './styles.module.css';

interface Props {
  /** The value of the TabItem that holds the block. */
  readonly value: string;
  readonly language: string;
  readonly title?: string;
  readonly children: string;
}

/**
 * A code block inside a tab that is highlighted only while its tab is chosen. Highlighted code is mostly
 * markup (a span and a colour per token), and the API reference pages sent a megabyte of it for tabs
 * nobody had opened; a hidden tab now sends its code as plain text, which readers without JavaScript
 * still see, and highlights it when the reader chooses the tab.
 */
export default function TabCodeBlock({value, language, title, children}: Props): ReactNode {
  const {selectedValue} = useTabs();
  if (value === selectedValue) {
    return (
      <CodeBlock language={language} title={title}>
        {children}
      </CodeBlock>
    );
  }
  return (
    <figure className={styles.block}>
      {title === undefined ? null : <figcaption className={styles.title}>{title}</figcaption>}
      {/* Focusable like the theme's code blocks, so a reader can scroll a long line by keyboard. */}
      <pre className={styles.code} tabIndex={0}>
        {/* The language's class names the Markdown twin's fence; no style reads it. */}
        <code className={`language-${language}`}>{children}</code>
      </pre>
    </figure>
  );
}

interface OnDemandProps {
  /** The value of the TabItem that holds the block. */
  readonly value: string;
  readonly language: string;
  /** What the code is, for the messages while it loads or if it fails: "Python sample". */
  readonly label: string;
  readonly title?: string;
  /** Fetches the code; called each time the tab is chosen until it succeeds, so it should cache. */
  readonly load: () => Promise<string>;
}

type Loaded = {readonly code: string} | {readonly error: string};

/**
 * A code block inside a tab whose code is not in the page: it is loaded when the reader first chooses the
 * tab. Until then the panel is empty, so readers without JavaScript, who see every panel, are not shown
 * a block they cannot fill.
 */
export function OnDemandTabCodeBlock({value, language, label, title, load}: OnDemandProps): ReactNode {
  const {selectedValue} = useTabs();
  const [loaded, setLoaded] = useState<Loaded>();
  const chosen = value === selectedValue;
  const wanted = chosen && (loaded === undefined || 'error' in loaded);
  useEffect(() => {
    if (!wanted) return undefined;
    let current = true;
    load().then(
      (code) => {
        if (current) setLoaded({code});
      },
      (error: unknown) => {
        if (current) setLoaded({error: error instanceof Error ? error.message : String(error)});
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, load]);
  if (!chosen) return null;
  if (loaded === undefined) return <p className={styles.status}>Loading the {label}…</p>;
  if ('error' in loaded) {
    return (
      <p className={styles.status} role="alert">
        The {label} did not load ({loaded.error}). Choose the tab again, or reload the page, to try again.
      </p>
    );
  }
  return (
    <CodeBlock language={language} title={title}>
      {loaded.code}
    </CodeBlock>
  );
}
