/**
 * Build cost: wall time, CPU time and peak memory of `docusaurus build`, cold (after `docusaurus clear`)
 * and warm (caches kept), the median of three of each.
 */
import {execFileSync, spawn} from 'node:child_process';
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {performance} from 'node:perf_hooks';
import {repoRoot} from '../harness/paths';
import {medianEach} from './budgets';

export interface BuildFigures {
  readonly wallS: number;
  readonly cpuS: number;
  readonly peakMemoryMiB: number;
}

export interface BuildTiming {
  readonly runs: number;
  readonly cold: BuildFigures;
  readonly warm: BuildFigures;
}

const clockTicks = Number(execFileSync('getconf', ['CLK_TCK'], {encoding: 'utf8'}).trim());
const pageBytes = Number(execFileSync('getconf', ['PAGESIZE'], {encoding: 'utf8'}).trim());

/** The fields of /proc/<pid>/stat after the command name, which may itself hold spaces. */
function statFields(pid: number | 'self'): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/** CPU seconds of this process's waited-for children, grandchildren included (cutime + cstime). */
function childrenCpuSeconds(): number {
  const fields = statFields('self') ?? [];
  // Fields 16 and 17 of the stat line, counted from the state field (3) on.
  return (Number(fields[13]) + Number(fields[14])) / clockTicks;
}

/** Resident memory of a process and all its descendants, now, from /proc. */
function treeResidentBytes(root: number): number {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    const fields = statFields(pid);
    if (fields !== undefined) parents.set(pid, Number(fields[1]));
  }
  const inTree = (pid: number): boolean => {
    for (let at: number | undefined = pid; at !== undefined && at > 1; at = parents.get(at)) {
      if (at === root) return true;
    }
    return false;
  };
  let total = 0;
  for (const pid of parents.keys()) {
    if (!inTree(pid)) continue;
    try {
      total += Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * pageBytes;
    } catch {
      // The process ended between the two reads.
    }
  }
  return total;
}

/** One `docusaurus` command in `cwd` (the repository, or the scale benchmark's scratch copy), timed. */
export function timeDocusaurus(args: readonly string[], cwd = repoRoot): Promise<BuildFigures> {
  return new Promise((resolveRun, reject) => {
    const cpuBefore = childrenCpuSeconds();
    const start = performance.now();
    const child = spawn(join(repoRoot, 'node_modules', '.bin', 'docusaurus'), args, {cwd, stdio: 'ignore'});
    let peak = 0;
    const sampler = setInterval(() => {
      if (child.pid !== undefined) peak = Math.max(peak, treeResidentBytes(child.pid));
    }, 100);
    child.once('error', reject);
    child.once('exit', (code) => {
      clearInterval(sampler);
      if (code !== 0) {
        reject(new Error(`docusaurus ${args.join(' ')} exited with ${String(code)}`));
        return;
      }
      resolveRun({
        wallS: Math.round((performance.now() - start) / 100) / 10,
        cpuS: Math.round((childrenCpuSeconds() - cpuBefore) * 10) / 10,
        peakMemoryMiB: Math.round(peak / 2 ** 20),
      });
    });
  });
}

/**
 * Three cold builds, then three warm ones; the last leaves a fresh production build in build/, finished as
 * `npm run build` finishes it (the hosts' policy files and the precompressed files the pages are served
 * from). The finishing step, about 3 s, is not in the timings: they are Docusaurus's.
 */
export async function measureBuilds(runs = 3): Promise<BuildTiming> {
  const cold: BuildFigures[] = [];
  for (let index = 0; index < runs; index += 1) {
    await timeDocusaurus(['clear']);
    cold.push(await timeDocusaurus(['build']));
  }
  const warm: BuildFigures[] = [];
  for (let index = 0; index < runs; index += 1) warm.push(await timeDocusaurus(['build']));
  execFileSync(join(repoRoot, 'node_modules', '.bin', 'jiti'), ['plugins/static-host/finish-build.ts'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  return {runs, cold: medianEach(cold), warm: medianEach(warm)};
}
