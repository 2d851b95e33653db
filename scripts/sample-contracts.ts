/** Writes the contract's downloads under examples/openapi/, which the code samples import (`npm run typecheck`). */
import {writeSampleContracts} from '../plugins/openapi-docs/downloads';

writeSampleContracts(process.cwd()).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
