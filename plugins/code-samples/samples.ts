import {readFileSync} from 'node:fs';
import {join} from 'node:path';

/** Where a fenced block's code comes from: `file=examples/sessions/poll-session.ts#wait`. */
export interface SampleSource {
  /** The file, relative to the site: `examples/...`. */
  readonly file: string;
  readonly region?: string;
}

const fileAttribute = /(?:^|\s)file=(\S+)/;
const regionMarker = /^\s*(?:\/\/|#)\s*#(end)?region\b\s*(\S*)\s*$/;

/** The sample a fenced block's meta names, if any. */
export function sampleSourceOf(meta: string | null | undefined): SampleSource | undefined {
  const reference = fileAttribute.exec(meta ?? '')?.[1];
  if (reference === undefined) return undefined;
  const [file = '', region] = reference.split('#');
  if (!file.startsWith('examples/')) throw new Error(`A sample lives under examples/: ${reference}`);
  return region === undefined ? {file} : {file, region};
}

/**
 * The text a page shows for a sample: the whole file or one `#region name` of it, without the region
 * markers (`// #region name` ... `// #endregion` in TypeScript, `# #region name` ... in shell).
 */
export function sampleText(source: string, region?: string): string {
  const lines = source.replace(/\n$/, '').split('\n');
  let shown = lines;
  if (region !== undefined) {
    const start = lines.findIndex((line) => {
      const marker = regionMarker.exec(line);
      return marker !== null && marker[1] === undefined && marker[2] === region;
    });
    if (start < 0) throw new Error(`No region "${region}"`);
    let depth = 0;
    const end = lines.findIndex((line, index) => {
      if (index <= start) return false;
      const marker = regionMarker.exec(line);
      if (marker === null) return false;
      if (marker[1] === undefined) depth += 1;
      else if (depth === 0) return true;
      else depth -= 1;
      return false;
    });
    if (end < 0) throw new Error(`The region "${region}" has no #endregion`);
    shown = lines.slice(start + 1, end);
  }
  return dedent(shown.filter((line) => !regionMarker.test(line))).join('\n');
}

function dedent(lines: readonly string[]): string[] {
  const indents = lines.filter((line) => line.trim() !== '').map((line) => /^ */.exec(line)?.[0].length ?? 0);
  const common = Math.min(...indents);
  return Number.isFinite(common) ? lines.map((line) => line.slice(common)) : [...lines];
}

/** Reads the sample a block names, relative to the site directory. */
export function readSample(siteDir: string, {file, region}: SampleSource): string {
  const where = region === undefined ? file : `${file}#${region}`;
  try {
    return sampleText(readFileSync(join(siteDir, file), 'utf8'), region);
  } catch (error) {
    throw new Error(`Code sample ${where}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The block title of a sample: its path, so a reader knows which file of the examples it is. */
export const sampleTitle = ({file}: SampleSource): string => file;
