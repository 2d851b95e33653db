/**
 * The theme's code block with Prism and the site's extra languages: a chunk of its own, which a page loads
 * only when its first code block goes live.
 */
import CodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import './languages';

export default CodeBlock as typeof CodeBlockType;
