import type {TestProject} from 'vitest/node';
import {writeSampleContracts} from '../../plugins/openapi-docs/downloads';
import {startContractGateway} from './contractGateway';
import {repoRoot} from '../../harness/paths';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The variables the code samples read, pointed at the contract's mock (see contractGateway.ts). */
    sampleEnvironment: Readonly<Record<string, string>>;
  }
}

/**
 * Before the contract tests: the downloads the samples import (`examples/openapi/`), and one mock of the
 * whole contract that every file running samples shares.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await writeSampleContracts(repoRoot);
  const gateway = await startContractGateway();
  project.provide('sampleEnvironment', gateway.environment);
  return () => gateway.stop();
}
