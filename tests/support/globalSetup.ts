import {existsSync} from 'node:fs';
import {join} from 'node:path';
import type {TestProject} from 'vitest/node';
import {startStaticServer} from './staticServer';
import {buildDir} from './paths';

declare module 'vitest' {
  export interface ProvidedContext {
    siteOrigin: string;
  }
}

/** Serves `build/` for the browser tests; they fail loudly rather than skip when there is no build. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(join(buildDir, 'index.html'))) {
    throw new Error('build/ is missing: run `npm run build` before the browser tests');
  }
  const server = await startStaticServer(buildDir);
  project.provide('siteOrigin', server.origin);
  return () => server.close();
}
