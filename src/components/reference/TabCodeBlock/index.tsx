// Change: reads the chosen tab with the theme's internal useTabs (allowed in eslint.config.mjs) so that hidden tabs send plain text. See notes/performance/code-block-islands.md.
import type {ReactNode} from 'react';
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
        <code>{children}</code>
      </pre>
    </figure>
  );
}
