/** The entry of `npm run simulator`; see simulator/node/server.ts. */
import {main} from './server';
import {bundleContractDocuments} from './simulator';

main(process.argv.slice(2), bundleContractDocuments).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
