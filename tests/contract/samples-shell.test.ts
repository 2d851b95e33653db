/**
 * Every shell sample a page shows runs against the contract's mock, exactly as shown: with the variables
 * Getting Started tells a reader to set, in a folder holding the JSON files the page shows by name (a
 * block titled `refund.json` is the file that `--data @refund.json` sends). Each curl call's answer is
 * checked: a sample must be accepted, and a sample whose file name says `refused` must be refused.
 */
import {execFile} from 'node:child_process';
import {mkdtemp, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {promisify} from 'node:util';
import {describe, expect, inject, it} from 'vitest';
import {allCodeBlocks, shownText, titleOf, type CodeBlock} from '../support/codeBlocks';

const run = promisify(execFile);
const blocks = allCodeBlocks();
const shellBlocks = blocks.filter(({lang, sample}) => lang === 'bash' && sample !== undefined);
/** Files that set the variables the other samples read, shown on Getting Started: checked, not run. */
const isSettings = (block: CodeBlock): boolean => block.sample?.file.endsWith('variables.sh') === true;
const shellSamples = shellBlocks.filter((block) => !isSettings(block));
const settings = shellBlocks.filter(isSettings);

/** The variables a reader sets once, for every sample; the rest come from earlier answers. */
const settingsVariables = [
  'CHECKOUT_API_URL',
  'CHECKOUT_INTERNAL_API_URL',
  'CHECKOUT_TOKEN_URL',
  'UPSTREAM_ENV',
  'MERCHANT_ID',
  'CLIENT_ID',
  'CLIENT_SECRET',
];

/** The JSON files a page shows by name, which its shell samples send with `--data @name.json`. */
const dataFiles = (page: string): CodeBlock[] =>
  blocks.filter(
    (block) => block.file === page && block.lang === 'json' && /^[\w.-]+\.json$/.test(titleOf(block) ?? ''),
  );

const statusMarker = '@@status';
/**
 * Runs the sample with curl wrapped so each call also prints its status; the sample's own curl options
 * stay as they are.
 */
const wrapper = `curl() { command curl --silent --show-error --write-out "\\n${statusMarker} %{http_code}\\n" "$@"; }
set -euo pipefail
source ./sample.sh`;

async function runSample(block: CodeBlock): Promise<{output: string; statuses: number[]}> {
  const folder = await mkdtemp(join(tmpdir(), 'shell-sample-'));
  try {
    await writeFile(join(folder, 'sample.sh'), `${shownText(block)}\n`);
    for (const data of dataFiles(block.file)) await writeFile(join(folder, titleOf(data) ?? ''), data.body);
    const {stdout, stderr} = await run('bash', ['-c', wrapper], {
      cwd: folder,
      env: {PATH: process.env.PATH, HOME: folder, ...inject('sampleEnvironment')},
      timeout: 30_000,
    });
    const output = `${stdout}${stderr}`;
    const statuses = [...output.matchAll(new RegExp(`^${statusMarker} (\\d{3})$`, 'gm'))].map((match) =>
      Number(match[1]),
    );
    return {output, statuses};
  } finally {
    await rm(folder, {recursive: true, force: true});
  }
}

describe('shell samples', () => {
  it('exist (the scan finds them)', () => {
    expect(shellSamples.length).toBeGreaterThan(0);
  });

  it('read only the variables Getting Started explains, which the test sets', () => {
    const environment = inject('sampleEnvironment');
    const used = new Set(
      shellSamples.flatMap((block) =>
        [...shownText(block).matchAll(/\$\{?([A-Z][A-Z0-9_]+)/g)].map((match) => match[1] ?? ''),
      ),
    );
    expect([...used].filter((name) => !(name in environment))).toEqual([]);
  });

  it.each(settings.map((block) => [block.sample?.file ?? '', block] as const))(
    '%s is valid shell and sets every variable the samples need',
    async (_, block) => {
      const text = shownText(block);
      await expect(run('bash', ['-n', '-c', text])).resolves.toBeDefined();
      for (const name of settingsVariables) expect(text).toMatch(new RegExp(`^export ${name}=`, 'm'));
    },
  );

  it.each(shellSamples.map((block) => [`${block.sample?.file ?? ''} on ${block.file}:${block.line}`, block] as const))(
    '%s runs against the mock',
    async (_, block) => {
      const sent = [...shownText(block).matchAll(/--data(?:-binary)? @([\w.-]+)/g)].map((match) => match[1]);
      const shown = dataFiles(block.file).map(titleOf);
      for (const name of sent) expect(shown, `the page shows no JSON block titled ${name}`).toContain(name);
      const {output, statuses} = await runSample(block);
      expect(statuses.length, `the sample made no call:\n${output}`).toBeGreaterThan(0);
      const refused = block.sample?.file.includes('refused') === true;
      for (const status of statuses) {
        if (refused) expect(status, output).toBeGreaterThanOrEqual(400);
        else expect(status, output).toBeLessThan(300);
      }
    },
  );
});
