/**
 * Lighthouse over a page, in Debian's Chromium started with the flags of harness/chromium.ts and a
 * DevTools port for Lighthouse to drive it through.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import {createServer} from 'node:net';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import {chromiumArgs, chromiumPath} from '../harness/chromium';
import type {LighthouseFigures, Preset} from './budgets';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address === null || typeof address === 'string') reject(new Error('No free port'));
        else resolvePort(address.port);
      });
    });
  });
}

async function waitForDevTools(port: number): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const ready = await fetch(`http://127.0.0.1:${port}/json/version`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((wait) => setTimeout(wait, 100));
  }
  throw new Error(`Chromium did not open its DevTools port ${port}`);
}

export interface LighthouseChromium {
  run(url: string, preset: Preset): Promise<LighthouseFigures>;
  close(): Promise<void>;
}

export async function startLighthouseChromium(): Promise<LighthouseChromium> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'bench-chromium-'));
  const chromium: ChildProcess = spawn(
    chromiumPath,
    [...chromiumArgs, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    {stdio: 'ignore'},
  );
  await waitForDevTools(port);
  const audit = async (url: string, preset: Preset) => {
    const result = await lighthouse(
      url,
      {port, output: 'json', logLevel: 'error', onlyCategories: [...categories]},
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (result === undefined) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  };
  return {
    async run(url, preset) {
      let lhr = await audit(url, preset);
      // A trace Lighthouse could not record (NO_NAVSTART and the like) says nothing of the page: it asks to
      // be run again, and is, once, rather than end the whole run.
      if (lhr.runtimeError !== undefined) lhr = await audit(url, preset);
      const {categories: scores, audits, runtimeError} = lhr;
      if (runtimeError !== undefined) throw new Error(`Lighthouse failed on ${url}: ${runtimeError.message}`);
      const score = (id: (typeof categories)[number]) => Math.round((scores[id]?.score ?? 0) * 100);
      const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
      return {
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: Math.round(numeric('largest-contentful-paint')),
        tbtMs: Math.round(numeric('total-blocking-time')),
        cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
      };
    },
    async close() {
      const exited = new Promise((done) => chromium.once('exit', done));
      chromium.kill();
      await exited;
      // Chromium's helper processes can still write to the profile for a moment after it exits (a run on
      // bfcfcbf failed on ENOTEMPTY with 3 retries), so rmSync retries for up to about 5 s.
      rmSync(profile, {recursive: true, force: true, maxRetries: 10, retryDelay: 100});
    },
  };
}
