/**
 * The command of the simulator's package (`npx @convenient-checkout/simulator --port 4010`): the server of
 * server.ts over the contract packed beside it in `contract.json`, which `npm pack` writes from openapi/.
 */
import {readFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {ContractDocuments} from '../contract';
import {main} from './server';

async function packedDocuments(): Promise<ContractDocuments> {
  return JSON.parse(await readFile(join(__dirname, 'contract.json'), 'utf8')) as ContractDocuments;
}

main(process.argv.slice(2), packedDocuments).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
