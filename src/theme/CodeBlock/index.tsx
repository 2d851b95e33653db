// Change: wraps the theme's CodeBlock in a static island that the server sends as plain text and that loads the highlighted original when it goes live. See notes/performance/code-block-islands.md.
import {Children, lazy, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import ElementContent from '@theme/CodeBlock/Content/Element';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';
import StaticIsland from '@site/src/components/common/StaticIsland';
import PlainCodeBlock from './Plain';
import {onDemandGrammarLanguages} from '@site/src/components/reference/LanguageSamples/grammarLanguages';

type Props = WrapperProps<typeof CodeBlockType>;

const HighlightedCodeBlock = lazy(() => import('./Highlighted'));
// A block in one of the request samples' languages that Prism lacks (a guide's Java, say) loads those grammars first.
const HighlightedWithGrammars = lazy(async () => {
  const [{registerGrammars}, highlighted] = await Promise.all([
    import('@site/src/components/reference/LanguageSamples/grammars'),
    import('./Highlighted'),
  ]);
  await registerGrammars();
  return highlighted;
});

/** FNV-1a: a short, stable name for a block's text; two blocks with the same text share their HTML too. */
function hashOf(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** The block's text, when its children are only text (MDX may pass it in pieces). */
function textOf(children: ReactNode): string | undefined {
  const parts = Children.toArray(children);
  const texts = parts.filter((part) => typeof part === 'string');
  return texts.length === parts.length ? texts.join('') : undefined;
}

/**
 * Every code block is an island that the server sends as plain text in the theme's frame
 * (`PlainCodeBlock`): a highlighted token is a span with a colour of its own, which made up most of the
 * elements of a long guide. The block goes live (copy button, word-wrap toggle, highlighting) when it
 * nears the viewport once the reader acts on the page, and only then does the page load Prism, in a chunk
 * of its own; every docs page used to run it while it hydrated, code or not, because the theme maps
 * Markdown's `pre` to the code block, and a block in the first screen still ran it as the page loaded. The
 * token colours' contrast is checked in `tests/unit/prism-themes.test.ts`.
 *
 * The island is named after the block's content, not after its place in the tree: the theme's Tabs mount
 * their panels afresh once the page has hydrated, which gives every block inside them a new `useId`, and
 * a block that could not find its server HTML would go live at once, hidden panels included. The page's
 * path is part of the name because the same block may appear on another page with other surroundings.
 */
export default function CodeBlockWrapper(props: Props): ReactNode {
  const {pathname} = useLocation();
  const {children, className, language, title, metastring} = props;
  const code = textOf(children);
  // Markdown's <pre> around elements rather than text: the theme does not highlight it either.
  if (code === undefined) return <ElementContent className={className}>{children}</ElementContent>;
  const caption = typeof title === 'string' ? title : undefined;
  const key = hashOf(JSON.stringify([className, language, caption ?? '', metastring, code]));
  return (
    <StaticIsland
      name={`${pathname}:${key}`}
      liveWhenNear
      served={
        <PlainCodeBlock code={code} className={className} language={language} title={caption} metastring={metastring} />
      }>
      {onDemandGrammarLanguages.has(language ?? /\blanguage-(\S+)/.exec(className ?? '')?.[1] ?? '') ? (
        <HighlightedWithGrammars {...props} />
      ) : (
        <HighlightedCodeBlock {...props} />
      )}
    </StaticIsland>
  );
}
