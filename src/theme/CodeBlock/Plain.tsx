// Change: the theme's code block frame without Prism, wearing the theme's CSS module classes from @docusaurus/theme-classic/lib and its metadata parser from theme-common/internal (allowed in eslint.config.mjs). See notes/performance/code-block-islands.md.
import type {CSSProperties, ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames, useThemeConfig} from '@docusaurus/theme-common';
import {createCodeBlockMetadata} from '@docusaurus/theme-common/internal';
import containerStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Container/styles.module.css';
import contentStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import layoutStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Layout/styles.module.css';
import styles from './styles.module.css';

interface Props {
  readonly code: string;
  readonly className?: string;
  readonly language?: string;
  readonly title?: string;
  readonly metastring?: string;
}

/**
 * A code block as plain text in the theme's own frame and classes, so it takes exactly the room of the
 * highlighted block that replaces it, without Prism. Its colours are the Prism themes' plain text and
 * background, for both colour modes, so that it follows the mode the reader chooses.
 */
export default function PlainCodeBlock({code, className, language, title, metastring}: Props): ReactNode {
  const {prism} = useThemeConfig();
  const metadata = createCodeBlockMetadata({
    code,
    className,
    language,
    title,
    metastring,
    magicComments: prism.magicComments,
    defaultLanguage: prism.defaultLanguage,
    showLineNumbers: undefined,
  });
  const light = prism.theme.plain;
  const dark = (prism.darkTheme ?? prism.theme).plain;
  const colours = {
    '--plain-code-light-color': light.color,
    '--plain-code-light-background': light.backgroundColor,
    '--plain-code-dark-color': dark.color,
    '--plain-code-dark-background': dark.backgroundColor,
  } as CSSProperties;
  return (
    <div
      className={clsx(
        metadata.className,
        containerStyles.codeBlockContainer,
        ThemeClassNames.common.codeBlock,
        styles.plain,
      )}
      style={colours}>
      {metadata.title === undefined ? null : <div className={layoutStyles.codeBlockTitle}>{metadata.title}</div>}
      <div className={layoutStyles.codeBlockContent}>
        {/* Focusable like the theme's block, so a reader can scroll a long line by keyboard. */}
        <pre tabIndex={0} className={clsx('prism-code', contentStyles.codeBlock, 'thin-scrollbar')}>
          <code className={contentStyles.codeBlockLines}>
            {metadata.code.split('\n').map((line, index) => (
              <div key={index} className="token-line">
                {line}
                <br />
              </div>
            ))}
          </code>
        </pre>
      </div>
    </div>
  );
}
