/** The entry of `npm run simulator`; see simulator/node/server.ts. */
import {main} from './server';

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
