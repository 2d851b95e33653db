/** The fenced code blocks of the docs' and the blog's Markdown sources, as written (before any plugin). */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {readSample, sampleSourceOf, type SampleSource} from '../../plugins/code-samples/samples';
import {contentFiles, repoRoot} from '../../harness/paths';

export interface CodeBlock {
  /** The Markdown source, relative to the repository. */
  readonly file: string;
  readonly line: number;
  readonly lang: string;
  readonly meta: string;
  readonly body: string;
  /** The tested file the block shows, when its meta names one (`file=examples/...`). */
  readonly sample: SampleSource | undefined;
}

const fenced = /^```(?<lang>[a-z]*)(?<meta>[^\n]*)\n(?<body>[\s\S]*?)^```$/gm;

export function codeBlocks(file: string): CodeBlock[] {
  const text = readFileSync(join(repoRoot, file), 'utf8');
  return [...text.matchAll(fenced)].map((match) => {
    const meta = (match.groups?.meta ?? '').trim();
    return {
      file,
      line: text.slice(0, match.index).split('\n').length,
      lang: match.groups?.lang ?? '',
      meta,
      body: match.groups?.body ?? '',
      sample: sampleSourceOf(meta),
    };
  });
}

/** Every fenced block of every docs and blog source. */
export const allCodeBlocks = (): CodeBlock[] => contentFiles().flatMap(codeBlocks);

/** The `title="..."` of a block's meta. */
export const titleOf = (block: Pick<CodeBlock, 'meta'>): string | undefined =>
  /\btitle="(?<title>[^"]*)"/.exec(block.meta)?.groups?.title;

/** The text a sample block shows, read from its file as the build reads it. */
export function shownText(block: CodeBlock): string {
  if (block.sample === undefined) throw new Error(`${block.file}:${block.line} names no file under examples/`);
  return readSample(repoRoot, block.sample);
}
