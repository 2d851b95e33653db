/**
 * Compiles and runs programs in the eight languages of the docs' samples, as a reader would run them: each
 * program in a process of its own, with the variables given, answering its exit code, stdout and stderr.
 *
 * Each language is compiled once for all its programs (one javac call, one mcs call into one assembly with a
 * launcher, one `go build` over a module with a package per program); Python, PHP, Ruby, bash and TypeScript
 * (through jiti, as the repository runs its own TypeScript) need no compile. The languages build and run side
 * by side, and the programs of one language run a few at a time. A runtime that is missing is reported on
 * each of its programs with the Debian package to install: a test that expects exit code 0 then fails with
 * that hint instead of skipping.
 */
import {execFile, spawn} from 'node:child_process';
import {existsSync} from 'node:fs';
import {mkdir, mkdtemp, readdir, rm, symlink, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {basename, dirname, extname, join} from 'node:path';
import {promisify} from 'node:util';
import {repoRoot} from '../../harness/paths';
import {sampleLanguages, type LanguageId} from '../../shared/codeSamples';

export type {LanguageId};
/** The languages of the docs' samples, in their tabs' order: codeSamples.ts lists them. */
export const languageIds: readonly LanguageId[] = sampleLanguages.map(({id}) => id);

export interface Program {
  /**
   * The file name, with the language's extension: `first_payment.py`, `FirstPayment.java` (the class it
   * runs). A TypeScript program may sit in a folder of examples/ (`getting-started/first-payment.ts`) to
   * import the samples beside it (`../shared/config`) as it does in the repository.
   */
  readonly name: string;
  readonly source: string;
  /** Variables of this program alone, over `RunOptions.env`. */
  readonly env?: Readonly<Record<string, string>>;
}

export type ProgramsByLanguage = Partial<Record<LanguageId, readonly Program[]>>;

export interface ProgramRun {
  readonly language: LanguageId;
  readonly name: string;
  /** null when the program did not end by itself: not compiled, a runtime missing, or killed at the timeout. */
  readonly exitCode: number | null;
  readonly stdout: string;
  readonly stderr: string;
  /** Why the program did not run to its end, when it did not: the compiler's output, the install hint, the timeout. */
  readonly problem?: string;
}

export type RunsByLanguage = Partial<Record<LanguageId, ProgramRun[]>>;

export interface RunOptions {
  /** The variables each program sees, besides PATH and HOME. */
  readonly env: Readonly<Record<string, string>>;
  /** How long one program may run before it is killed; 60 s unless given. */
  readonly runTimeoutMs?: number;
  /** How long one language's compile may take; 3 minutes unless given (a cold Go cache builds the standard library). */
  readonly compileTimeoutMs?: number;
  /** How many programs of one language run at once; 4 unless given. */
  readonly concurrency?: number;
}

/** Something the language needs, checked before anything is compiled: a command that must succeed, or a file. */
type Requirement = ({readonly command: readonly [string, ...string[]]} | {readonly file: string}) & {
  /** The Debian package that provides it; none for what `npm ci` installs. */
  readonly debianPackage?: string;
};

/** How to start one program: the executable and its arguments. */
type Command = readonly [string, ...string[]];

interface Step {
  readonly command: Command;
  readonly cwd: string;
}

interface Language {
  readonly label: string;
  readonly extension: string;
  /** Other extensions its programs may have. */
  readonly otherExtensions?: readonly string[];
  readonly requirements: readonly Requirement[];
  /**
   * Writes the programs into `folder` and answers the compile step, if the language has one, and the
   * command that runs each program.
   */
  prepare(folder: string, programs: readonly Program[]): Promise<{compile?: Step; commands: Command[]}>;
}

/** Debian's python3, which has Debian's requests; a python3 earlier in PATH (pyenv's) may not. */
const python = '/usr/bin/python3';
/** The Mono assemblies C# programs may use besides the default ones (HttpClient's, System.Json), with their packages. */
const csharpReferences = [
  {assembly: 'System.Net.Http', debianPackage: 'libmono-system-net-http4.0-cil'},
  {assembly: 'System.Json', debianPackage: 'libmono-system-json4.0-cil'},
];
const monoAssemblies = '/usr/lib/mono/4.5';
const jiti = join(repoRoot, 'node_modules/jiti/bin/jiti.js');

/** Writes one program's file, and its folders; answers its path. */
async function writeProgram(file: string, text: string): Promise<string> {
  await mkdir(dirname(file), {recursive: true});
  await writeFile(file, text);
  return file;
}

/** A language without a compile step: each program is a file its interpreter runs. */
const interpreted = (
  label: string,
  extension: string,
  interpreter: readonly [string, ...string[]],
  requirements: readonly Requirement[],
): Language => ({
  label,
  extension,
  requirements,
  async prepare(folder, programs) {
    const files = await Promise.all(programs.map(({name, source}) => writeProgram(join(folder, name), source)));
    return {commands: files.map((file): Command => [...interpreter, file])};
  },
});

/** A Java program's own package statement, if it has one. */
const javaPackage = /^\s*package\s+([\w.]+)\s*;/m;

const languages: Readonly<Record<LanguageId, Language>> = {
  curl: interpreted(
    'curl',
    '.sh',
    ['bash'],
    [
      {command: ['curl', '--version'], debianPackage: 'curl'},
      {command: ['jq', '--version'], debianPackage: 'jq'},
    ],
  ),
  ts: {
    label: 'TypeScript',
    extension: '.ts',
    // An ES module, such as a reference page's fetch sample with its top-level await, which jiti's CommonJS lacks.
    otherExtensions: ['.mjs'],
    requirements: [{file: jiti}],
    async prepare(folder, programs) {
      // The programs go into a copy of examples/ whose other folders link to the repository's.
      const examples = join(folder, 'examples');
      const files = await Promise.all(programs.map(({name, source}) => writeProgram(join(examples, name), source)));
      const written = new Set(programs.map(({name}) => name.split('/')[0]));
      const entries = await readdir(join(repoRoot, 'examples'));
      await Promise.all(
        entries
          .filter((entry) => !written.has(entry))
          .map((entry) => symlink(join(repoRoot, 'examples', entry), join(examples, entry))),
      );
      return {
        commands: files.map((file): Command =>
          extname(file) === '.mjs' ? [process.execPath, file] : [process.execPath, jiti, file],
        ),
      };
    },
  },
  python: interpreted(
    'Python',
    '.py',
    [python],
    [{command: [python, '-c', 'import requests'], debianPackage: 'python3-requests'}],
  ),
  java: {
    label: 'Java',
    extension: '.java',
    requirements: [
      {command: ['javac', '-version'], debianPackage: 'default-jdk-headless'},
      {command: ['java', '-version'], debianPackage: 'default-jdk-headless'},
    ],
    async prepare(folder, programs) {
      // Each program without a package of its own gets one, so that helper classes of two programs never
      // clash; it goes on the first line, so that the compiler's line numbers are the program's own.
      const placed = await Promise.all(
        programs.map(async ({name, source}, index) => {
          const own = javaPackage.exec(source)?.[1];
          const inPackage = own ?? `program${String(index)}`;
          const text = own === undefined ? `package ${inPackage}; ${source}` : source;
          const file = await writeProgram(join(folder, `program${String(index)}`, name), text);
          return {file, mainClass: `${inPackage}.${basename(name, '.java')}`};
        }),
      );
      const classes = join(folder, 'classes');
      return {
        compile: {
          command: ['javac', '-encoding', 'UTF-8', '-d', classes, ...placed.map(({file}) => file)],
          cwd: folder,
        },
        // A short-lived program starts faster without the optimising compiler and with the serial collector.
        commands: placed.map(({mainClass}): Command => [
          'java',
          '-XX:TieredStopAtLevel=1',
          '-XX:+UseSerialGC',
          '-cp',
          classes,
          mainClass,
        ]),
      };
    },
  },
  csharp: {
    label: 'C#',
    extension: '.cs',
    requirements: [
      {command: ['mcs', '--version'], debianPackage: 'mono-mcs'},
      {command: ['mono', '--version'], debianPackage: 'mono-mcs'},
      ...csharpReferences.map(({assembly, debianPackage}): Requirement => ({
        file: join(monoAssemblies, `${assembly}.dll`),
        debianPackage,
      })),
    ],
    async prepare(folder, programs) {
      // One assembly for all: each program in a namespace of its own (opened on its first line, so that the
      // compiler's line numbers are the program's), and a launcher that runs the Main of the one named.
      const files = await Promise.all(
        programs.map(({name, source}, index) =>
          writeProgram(
            join(folder, `program${String(index)}`, name),
            `namespace Program${String(index)} { ${source}\n}\n`,
          ),
        ),
      );
      const launcher = await writeProgram(join(folder, 'Launcher.cs'), csharpLauncher);
      const assembly = join(folder, 'programs.exe');
      const references = csharpReferences.map((reference) => `-r:${reference.assembly}`);
      return {
        compile: {
          command: ['mcs', '-main:ProgramLauncher', `-out:${assembly}`, ...references, launcher, ...files],
          cwd: folder,
        },
        commands: programs.map((_, index): Command => ['mono', assembly, `Program${String(index)}`]),
      };
    },
  },
  go: {
    label: 'Go',
    extension: '.go',
    requirements: [{command: ['go', 'version'], debianPackage: 'golang-go'}],
    async prepare(folder, programs) {
      // One module, a main package per program, one build into bin/ (each executable named after its folder).
      await writeProgram(join(folder, 'go.mod'), 'module programs\n\ngo 1.19\n');
      await Promise.all(
        programs.map(({name, source}, index) => writeProgram(join(folder, `program${String(index)}`, name), source)),
      );
      const bin = join(folder, 'bin');
      return {
        // Without the symbol table and DWARF, which no test reads, each program links in half the CPU time.
        compile: {command: ['go', 'build', '-ldflags=-s -w', '-o', `${bin}/`, './...'], cwd: folder},
        commands: programs.map((_, index): Command => [join(bin, `program${String(index)}`)]),
      };
    },
  },
  php: interpreted(
    'PHP',
    '.php',
    ['php'],
    [
      {command: ['php', '--version'], debianPackage: 'php-cli'},
      {command: ['php', '-r', 'exit(extension_loaded("curl") ? 0 : 1);'], debianPackage: 'php-curl'},
    ],
  ),
  ruby: interpreted('Ruby', '.rb', ['ruby'], [{command: ['ruby', '--version'], debianPackage: 'ruby'}]),
};

/** Runs `Program<n>`'s Main: the static Main of a class in the namespace the first argument names. */
const csharpLauncher = `using System;
using System.Linq;
using System.Reflection;
using System.Threading.Tasks;

public static class ProgramLauncher
{
    public static int Main(string[] args)
    {
        MethodInfo main = typeof(ProgramLauncher).Assembly.GetTypes()
            .Where(type => type.Namespace != null && (type.Namespace + ".").StartsWith(args[0] + "."))
            .Select(type => type.GetMethod("Main", BindingFlags.Static | BindingFlags.Public | BindingFlags.NonPublic))
            .FirstOrDefault(method => method != null);
        if (main == null)
        {
            Console.Error.WriteLine("No static Main in " + args[0]);
            return 2;
        }
        try
        {
            object[] arguments = main.GetParameters().Length == 0 ? new object[0] : new object[] { args.Skip(1).ToArray() };
            object result = main.Invoke(null, arguments);
            Task task = result as Task;
            if (task != null)
            {
                task.GetAwaiter().GetResult();
                PropertyInfo taskResult = task.GetType().GetProperty("Result");
                result = taskResult == null ? null : taskResult.GetValue(task);
            }
            return result is int ? (int)result : 0;
        }
        catch (TargetInvocationException thrown)
        {
            Console.Error.WriteLine(thrown.InnerException);
            return 1;
        }
    }
}
`;

export const languageLabel = (language: LanguageId): string => languages[language].label;

/** The Debian packages the languages need, which scripts/install-debian-packages.sh must install. */
export const debianPackages = (): string[] => [
  ...new Set(
    Object.values(languages).flatMap(({requirements}) =>
      requirements.flatMap(({debianPackage}) => (debianPackage === undefined ? [] : [debianPackage])),
    ),
  ),
];

interface Finished {
  readonly exitCode: number | null;
  readonly stdout: string;
  readonly stderr: string;
  readonly timedOut: boolean;
  /** Set when the process could not start, such as a missing executable. */
  readonly startError?: Error;
}

/** Runs one process in a process group of its own, which is killed whole at the timeout. */
function runProcess(command: Command, cwd: string, env: NodeJS.ProcessEnv, timeoutMs: number): Promise<Finished> {
  return new Promise((resolve) => {
    const [file, ...args] = command;
    const child = spawn(file, args, {cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe']});
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // The group ended between the timeout and the kill.
      }
    }, timeoutMs);
    child.once('error', (startError) => {
      clearTimeout(timer);
      resolve({exitCode: null, stdout, stderr, timedOut, startError});
    });
    child.once('close', (exitCode) => {
      clearTimeout(timer);
      resolve({exitCode, stdout, stderr, timedOut});
    });
  });
}

/** Runs `task` over `items`, at most `limit` at a time, answering in the items' order. */
async function eachLimited<T, R>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<R>) {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++) {
      const item = items[index] as T;
      results[index] = await task(item, index);
    }
  };
  await Promise.all(Array.from({length: Math.min(limit, items.length)}, worker));
  return results;
}

const run = promisify(execFile);

/** The install hint for each requirement that fails, or an empty list when the language can run. */
async function missingRuntime(language: Language): Promise<string[]> {
  const failures = await Promise.all(
    language.requirements.map(async (requirement) => {
      let failed: string;
      if ('file' in requirement) {
        if (existsSync(requirement.file)) return undefined;
        failed = `${requirement.file} is missing`;
      } else {
        const [file, ...args] = requirement.command;
        try {
          await run(file, args, {timeout: 30_000});
          return undefined;
        } catch {
          failed = `\`${requirement.command.join(' ')}\` failed`;
        }
      }
      const install =
        requirement.debianPackage === undefined
          ? 'run `npm ci`'
          : `install Debian's ${requirement.debianPackage}: run \`bash scripts/install-debian-packages.sh\` as root`;
      return `${language.label} cannot run here (${failed}): ${install}`;
    }),
  );
  return [...new Set(failures.filter((failure) => failure !== undefined))];
}

function checkNames(language: LanguageId, programs: readonly Program[]): void {
  const {label, extension, otherExtensions = []} = languages[language];
  const extensions = [extension, ...otherExtensions];
  const seen = new Set<string>();
  for (const {name} of programs) {
    if (!extensions.includes(extname(name)))
      throw new Error(`${label} programs are ${extensions.join(' or ')} files: got "${name}"`);
    if (name.startsWith('/') || name.split('/').includes('..'))
      throw new Error(`A program's name is a file name below its folder: got "${name}"`);
    if (seen.has(name)) throw new Error(`Two ${label} programs are named "${name}"`);
    seen.add(name);
  }
}

const seconds = (ms: number): string => `${Math.round(ms / 1000)} s`;

async function runLanguage(
  language: LanguageId,
  programs: readonly Program[],
  root: string,
  options: RunOptions,
): Promise<ProgramRun[]> {
  const definition = languages[language];
  const {label} = definition;
  const notRun = (problem: string): ProgramRun[] =>
    programs.map(({name}) => ({language, name, exitCode: null, stdout: '', stderr: '', problem}));
  if (programs.length === 0) return [];
  const missing = await missingRuntime(definition);
  if (missing.length > 0) return notRun(missing.join('\n'));

  const folder = join(root, language);
  const {compile, commands} = await definition.prepare(folder, programs);
  if (compile !== undefined) {
    const compileTimeoutMs = options.compileTimeoutMs ?? 180_000;
    // The compilers see this machine's environment, so Go keeps its build cache between runs (under HOME),
    // and Go never reaches the network.
    const goCache =
      process.env.HOME === undefined && process.env.GOCACHE === undefined ? {GOCACHE: join(root, 'go-cache')} : {};
    const environment = {...process.env, ...goCache, GOPROXY: 'off', GOTOOLCHAIN: 'local'};
    const compiled = await runProcess(compile.command, compile.cwd, environment, compileTimeoutMs);
    const [compiler] = compile.command;
    if (compiled.timedOut) return notRun(`${compiler} did not finish within ${seconds(compileTimeoutMs)}`);
    if (compiled.exitCode !== 0)
      return notRun(
        `${compiler} failed (exit code ${String(compiled.exitCode)}):\n${compiled.stdout}${compiled.stderr}`,
      );
  }

  const runTimeoutMs = options.runTimeoutMs ?? 60_000;
  const env = {PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...options.env};
  return eachLimited(programs, options.concurrency ?? 4, async ({name, env: own}, index) => {
    const cwd = join(root, 'runs', `${language}-${String(index)}`);
    await mkdir(cwd, {recursive: true});
    const command = commands[index];
    if (command === undefined) throw new Error(`${label} prepared no command for ${name}`);
    const finished = await runProcess(command, cwd, {...env, ...own}, runTimeoutMs);
    const {exitCode, stdout, stderr} = finished;
    const problem = finished.timedOut
      ? `${label} ${name} did not finish within ${seconds(runTimeoutMs)} and was killed`
      : finished.startError === undefined
        ? undefined
        : `${label} ${name} did not start: ${finished.startError.message}`;
    return {language, name, exitCode, stdout, stderr, ...(problem === undefined ? {} : {problem})};
  });
}

/**
 * Compiles each language's programs once and runs them all: the languages side by side, the programs of
 * one language a few at a time. Answers each program's run, in the order given, under its language.
 */
export async function runPrograms(programs: ProgramsByLanguage, options: RunOptions): Promise<RunsByLanguage> {
  const given = languageIds.filter((language) => programs[language] !== undefined);
  for (const language of given) checkNames(language, programs[language] ?? []);
  const root = await mkdtemp(join(tmpdir(), 'language-runner-'));
  try {
    const runs = await Promise.all(
      given.map(async (language) => [language, await runLanguage(language, programs[language] ?? [], root, options)]),
    );
    return Object.fromEntries(runs) as RunsByLanguage;
  } finally {
    await rm(root, {recursive: true, force: true});
  }
}

/** A run as a test's failure message shows it: what ran, how it ended, and its output. */
export function describeRun(run: ProgramRun): string {
  const ending = run.problem ?? `exit code ${String(run.exitCode)}`;
  return `${languageLabel(run.language)} ${run.name}: ${ending}\n--- stdout\n${run.stdout}--- stderr\n${run.stderr}`;
}
