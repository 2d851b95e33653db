import {fileURLToPath} from 'node:url';
import {join} from 'node:path';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
export const buildDir = join(repoRoot, 'build');
