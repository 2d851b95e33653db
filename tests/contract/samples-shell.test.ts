/**
 * Every shell sample a page shows runs against the contract's mock, exactly as shown: with the variables
 * Getting Started tells a reader to set, in a folder holding the JSON files the page shows by name (a
 * block titled `refund.json` is the file that `--data @refund.json` sends). Each curl call's answer is
 * checked: a sample must be accepted, and a sample whose file name says `refused` must be refused.
 *
 * A few samples move files over SFTP instead of calling the API (report collection, migration uploads).
 * They run as shown too, with `sftp` and `gpg` replaced by stand-ins (a folder plays the SFTP server, and
 * encryption to our key is a copy, as the test has no key of ours); `ssh-keygen` and `sha256sum` are real.
 */
import {execFile} from 'node:child_process';
import {mkdir, mkdtemp, readdir, readFile, rm, writeFile} from 'node:fs/promises';
import {createHash} from 'node:crypto';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {promisify} from 'node:util';
import {describe, expect, inject, it} from 'vitest';
import {allCodeBlocks, shownText, titleOf, type CodeBlock} from '../support/codeBlocks';

const run = promisify(execFile);
const blocks = allCodeBlocks();
/**
 * The simulator's samples (examples/sandbox/) call its /_sandbox/ control calls and follow its state from
 * one call to the next, which a stateless mock cannot answer: samples-sandbox.test.ts runs them against the
 * simulator instead. So does the first payment, which waits for the payment to end: samples-first-payment.test.ts.
 * The CI page's script starts the packed simulator itself: simulator-package.test.ts runs it from the tarball.
 */
const isSimulatorSample = (block: CodeBlock): boolean =>
  block.sample?.file.startsWith('examples/sandbox/') === true ||
  block.sample?.file.startsWith('examples/ci/') === true ||
  block.sample?.file === 'examples/getting-started/first-payment.sh';
const shellBlocks = blocks.filter(
  (block) => block.lang === 'bash' && block.sample !== undefined && !isSimulatorSample(block),
);
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

/** Stand-ins for the commands of the file-transfer samples that reach outside the test machine. */
const fileTransferStandIns = String.raw`sftp() {
  local dir=/ command argument file
  printf 'sftp %s\n' "$*" >> "$SFTP_LOG"
  while read -r command argument; do
    case "$command" in
      cd) dir="$argument" ;;
      get) cp "$SFTP_ROOT$dir/$argument" . ;;
      put) mkdir -p "$SFTP_ROOT$dir"; for file in $argument; do cp "$file" "$SFTP_ROOT$dir/"; done ;;
      *) echo "sftp stand-in: unexpected command $command" >&2; return 1 ;;
    esac
  done
}
gpg() {
  local output="" input=""
  while [ $# -gt 0 ]; do
    case "$1" in
      --output|--recipient) [ "$1" = --output ] && output="$2"; shift 2 ;;
      --encrypt) shift ;;
      *) input="$1"; shift ;;
    esac
  done
  cp "$input" "$output"
}
`;

interface Sandbox {
  /** The sample's working folder. */
  readonly folder: string;
  readonly home: string;
  /** The folder that plays the SFTP server's root. */
  readonly sftpRoot: string;
}

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** Each file-transfer sample: what its folder holds before it runs, and what must be true after. */
const fileTransfers: Readonly<
  Record<string, {prepare(sandbox: Sandbox): Promise<void>; check(sandbox: Sandbox, output: string): Promise<void>}>
> = {
  'examples/add-ons/reports/create-ecg-key.sh': {
    prepare: ({home}) => mkdir(join(home, '.ssh')),
    async check({home}, output) {
      expect(output).toMatch(/^ssh-ed25519 \S+ ecg nonprod/m);
      expect(await readdir(join(home, '.ssh'))).toEqual(['ecg_nonprod', 'ecg_nonprod.pub']);
    },
  },
  'examples/add-ons/reports/download-test-file.sh': {
    async prepare({sftpRoot}) {
      const name = 'CCG_TEST_ONCE_4f8e2a61-93c7-4d1b-a0f5-6b2d9c3e7a10_20240408_v1';
      const report = 'paymentId,amount\n3a9b7c5d-1e2f-4a6b-8c0d-9e7f5a3b1c2d,4599\n';
      await mkdir(join(sftpRoot, 'outbound/test'), {recursive: true});
      await writeFile(join(sftpRoot, 'outbound/test', `${name}.csv`), report);
      await writeFile(join(sftpRoot, 'outbound/test', `${name}.ctl`), `${name}.csv,1,${sha256(report)}\n`);
    },
    async check({folder}, output) {
      expect(output).toContain('Test file verified');
      expect((await readdir(folder)).filter((name) => name.startsWith('CCG_TEST_ONCE_'))).toHaveLength(2);
    },
  },
  'examples/migration/encrypt-and-upload.sh': {
    async prepare({folder}) {
      for (const file of ['CUSTOMERS', 'PAYMENT_METHODS', 'EXCLUSIONS']) {
        const base = join(folder, `CCGMIG_4f8e2a61-93c7-4d1b-a0f5-6b2d9c3e7a10_TRIAL1_${file}`);
        await writeFile(`${base}.csv`, 'sourceCustomerRef\nC-1\n');
        await writeFile(`${base}.ctl`, `${file},1\n`);
      }
    },
    async check({sftpRoot}) {
      const uploaded = await readdir(join(sftpRoot, 'inbound/migration'));
      expect(uploaded.sort()).toHaveLength(6);
      expect(uploaded.every((name) => name.endsWith('.pgp'))).toBe(true);
      expect(await readFile(join(sftpRoot, 'inbound/migration', uploaded[0] ?? ''), 'utf8')).not.toBe('');
    },
  },
};

const fileTransferOf = (block: CodeBlock) => fileTransfers[block.sample?.file ?? ''];

async function runSample(block: CodeBlock): Promise<{output: string; statuses: number[]}> {
  const root = await mkdtemp(join(tmpdir(), 'shell-sample-'));
  const sandbox: Sandbox = {folder: join(root, 'work'), home: join(root, 'home'), sftpRoot: join(root, 'sftp')};
  try {
    await Promise.all([sandbox.folder, sandbox.home, sandbox.sftpRoot].map((folder) => mkdir(folder)));
    await writeFile(join(sandbox.folder, 'sample.sh'), `${shownText(block)}\n`);
    for (const data of dataFiles(block.file)) {
      await writeFile(join(sandbox.folder, titleOf(data) ?? ''), data.body);
    }
    const transfer = fileTransferOf(block);
    await transfer?.prepare(sandbox);
    const {stdout, stderr} = await run(
      'bash',
      ['-c', `${transfer === undefined ? '' : fileTransferStandIns}${wrapper}`],
      {
        cwd: sandbox.folder,
        env: {
          PATH: process.env.PATH,
          HOME: sandbox.home,
          SFTP_ROOT: sandbox.sftpRoot,
          SFTP_LOG: join(root, 'sftp.log'),
          ...inject('sampleEnvironment'),
        },
        timeout: 30_000,
      },
    );
    const output = `${stdout}${stderr}`;
    await transfer?.check(sandbox, output);
    const statuses = [...output.matchAll(new RegExp(`^${statusMarker} (\\d{3})$`, 'gm'))].map((match) =>
      Number(match[1]),
    );
    return {output, statuses};
  } finally {
    await rm(root, {recursive: true, force: true});
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
        [...shownText(block).matchAll(/\$\{?([A-Z][A-Z0-9_]+)/g)]
          .map((match) => match[1] ?? '')
          .filter((name) => !new RegExp(`^(?:${name}=|for ${name} in)`, 'm').test(shownText(block).trim())),
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
      if (fileTransferOf(block) !== undefined) return;
      expect(statuses.length, `the sample made no call:\n${output}`).toBeGreaterThan(0);
      const refused = block.sample?.file.includes('refused') === true;
      for (const status of statuses) {
        if (refused) expect(status, output).toBeGreaterThanOrEqual(400);
        else expect(status, output).toBeLessThan(300);
      }
    },
  );
});
