/**
 * The command line of the simulator's server: `--port <port>` (0 picks a free one, which the listening
 * line names), `--seed <text>` (ids repeat from run to run) and `--record <file>` (the sandbox journal).
 */
export interface ServerOptions {
  readonly port: number;
  readonly seed?: string;
  readonly record?: string;
}

const defaultPort = 4010;

/** What `--help` prints, and what an unknown argument is told. */
export const usage = `npm run simulator -- [--port <port>] [--seed <text>] [--record <file>]
  --port <port>    where it listens on 127.0.0.1 (default ${String(defaultPort)}; 0 picks a free port)
  --seed <text>    ids repeat from run to run
  --record <file>  keeps the sandbox journal in the file`;

/** Whether the command line asks for the usage rather than a server. */
export const asksForHelp = (argv: readonly string[]): boolean => argv.includes('--help') || argv.includes('-h');

function portOf(value: string): number {
  const port = Number(value);
  if (value === '' || !Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`--port needs a port number from 0 to 65535, got "${value}"`);
  return port;
}

/** The options, refusing an unknown one or one without its value rather than ignoring it. */
export function parseOptions(argv: readonly string[]): ServerOptions {
  const values = new Map<string, string>();
  for (let index = 0; index < argv.length; index += 2) {
    const name = argv[index] ?? '';
    const value = argv[index + 1];
    if (!['--port', '--seed', '--record'].includes(name)) throw new Error(`Unknown argument ${name}. Usage:\n${usage}`);
    if (value === undefined || value.startsWith('--')) throw new Error(`${name} needs a value`);
    values.set(name, value);
  }
  const seed = values.get('--seed');
  const record = values.get('--record');
  return {
    port: portOf(values.get('--port') ?? String(defaultPort)),
    ...(seed === undefined ? {} : {seed}),
    ...(record === undefined ? {} : {record}),
  };
}

/**
 * Ids in the shape of version 4 UUIDs from a seeded generator (FNV-1a of the seed, then xorshift32):
 * the same seed and the same requests give the same ids. Not random, and not meant to be.
 */
export function seededIds(seed: string): () => string {
  let state = 0x811c9dc5;
  for (const character of seed) state = Math.imul(state ^ (character.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  if (state === 0) state = 1;
  const nextByte = (): number => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state & 0xff;
  };
  return () => {
    const bytes = Array.from({length: 16}, nextByte);
    bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
    bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
    const hex = bytes.map((byte) => byte.toString(16).padStart(2, '0')).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  };
}
