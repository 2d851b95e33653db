import {existsSync} from 'node:fs';
import {join} from 'node:path';
import type {TestProject} from 'vitest/node';
import {startCaddy} from './caddy';
import {launchBrowserServer} from '../../harness/chromium';
import {buildDir} from '../../harness/paths';

declare module 'vitest' {
  export interface ProvidedContext {
    siteOrigin: string;
    browserEndpoint: string;
  }
}

/**
 * Serves `build/` with Caddy and the generated Caddyfile, under the enforced Content Security Policy and
 * with long-lived caching of /assets/ (so a context that loads many pages compiles the cached scripts
 * once), and starts one Chromium for all browser test files; they fail loudly rather than skip
 * when there is no build or no browser.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(join(buildDir, 'index.html'))) {
    throw new Error('build/ is missing: run `npm run build` before the browser tests');
  }
  const browserServer = await launchBrowserServer();
  const server = await startCaddy(buildDir);
  project.provide('siteOrigin', server.origin);
  project.provide('browserEndpoint', browserServer.wsEndpoint());
  return async () => {
    await browserServer.close();
    await server.close();
  };
}
