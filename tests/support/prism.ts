/**
 * A Prism mock server (`@stoplight/prism-cli`) on one bundled document: the tool a new user would point at
 * the download. It listens on 127.0.0.1 on a free port and is stopped by its process.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {mkdtemp, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import type {ApiDocument} from '../../config/apiDocuments';
import {bundleDocument} from '../../contract-core/node';
import {repoRoot} from '../../harness/paths';

export interface MockServer {
  /** `http://127.0.0.1:<port>`, the document's paths below it. */
  readonly origin: string;
  stop(): Promise<void>;
}

const listening = /Prism is listening on (http:\/\/127\.0\.0\.1:\d+)/;

function originOf(prism: ChildProcess, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      reject(new Error(`Prism did not start in ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const read = (chunk: Buffer): void => {
      output += chunk.toString();
      const origin = listening.exec(output)?.[1];
      if (origin !== undefined) {
        clearTimeout(timer);
        resolve(origin);
      }
    };
    prism.stdout?.on('data', read);
    prism.stderr?.on('data', read);
    prism.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Prism exited with ${code}:\n${output}`));
    });
  });
}

/** Bundles the document as the site does, writes it to a temporary folder and mocks it with Prism. */
export async function startMockServer(apiDocument: ApiDocument, timeoutMs = 60_000): Promise<MockServer> {
  const {document} = await bundleDocument(join(repoRoot, apiDocument.source), join(repoRoot, 'redocly.yaml'));
  const folder = await mkdtemp(join(tmpdir(), `prism-${apiDocument.id}-`));
  const bundle = join(folder, `${apiDocument.id}.json`);
  await writeFile(bundle, JSON.stringify(document));
  const prism = spawn(join(repoRoot, 'node_modules/.bin/prism'), ['mock', '-h', '127.0.0.1', '-p', '0', bundle], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = async (): Promise<void> => {
    if (prism.exitCode === null) {
      const exited = new Promise((resolve) => prism.once('exit', resolve));
      prism.kill();
      await exited;
    }
    await rm(folder, {recursive: true, force: true});
  };
  try {
    return {origin: await originOf(prism, timeoutMs), stop};
  } catch (error) {
    await stop();
    throw error;
  }
}
