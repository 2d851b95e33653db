/**
 * A remark plugin: a fenced block whose meta says `file=examples/...` shows that file (or a `#region` of
 * it), read at build time and titled with its path. The samples under examples/ are compiled and run by
 * the tests, so what a page shows is what was tested. The build fails on a missing file or region, and on
 * a block that names a file and also carries code or a title of its own.
 */
import {readSample, sampleSourceOf, sampleTitle} from './samples';

interface Node {
  type: string;
  children?: Node[];
  lang?: string | null;
  meta?: string | null;
  value?: string;
}

export interface CodeSamplesOptions {
  /** The site directory, which holds examples/. */
  readonly siteDir: string;
}

function fillSamples(node: Node, siteDir: string): void {
  if (node.type === 'code') {
    const source = sampleSourceOf(node.meta);
    if (source === undefined) return;
    if ((node.value ?? '').trim() !== '' || /(?:^|\s)title=/.test(node.meta ?? '')) {
      throw new Error(`The block of ${source.file} is filled from the file: leave its body and title out`);
    }
    node.value = readSample(siteDir, source);
    node.meta = `${(node.meta ?? '').replace(/(?:^|\s)file=\S+/, '').trim()} title="${sampleTitle(source)}"`.trim();
    return;
  }
  node.children?.forEach((child) => {
    fillSamples(child, siteDir);
  });
}

export default function codeSamples({siteDir}: CodeSamplesOptions) {
  return (tree: Node): void => {
    fillSamples(tree, siteDir);
  };
}
