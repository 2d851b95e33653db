/**
 * `npm run --silent mcp -- --docs <url>`: the docs' MCP server over stdio. It reads the docs from the
 * production site unless --docs names another (a local `npm run serve`). Standard output carries the
 * protocol only; messages for people go to standard error.
 */
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {site} from '../config/site';
import {createDocsServer} from './server';
import {DocsSite} from './site';

/** `--docs <url>` or `--docs=<url>`; anything else is refused rather than ignored. */
function docsArgument(argv: readonly string[]): string {
  let docs: string | undefined;
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index] ?? '';
    if (argument.startsWith('--docs=')) docs = argument.slice('--docs='.length);
    else if (argument === '--docs') {
      docs = argv[index + 1];
      index += 1;
    } else throw new Error(`Unknown argument ${argument}: the server takes --docs <url> only`);
    if (docs === undefined || docs === '' || docs.startsWith('--'))
      throw new Error('--docs needs a URL, such as http://127.0.0.1:3000');
  }
  return docs ?? site.url;
}

async function main(): Promise<void> {
  const docs = new DocsSite(docsArgument(process.argv.slice(2)));
  await createDocsServer(docs).connect(new StdioServerTransport());
  console.error(`convenient-checkout-docs MCP server: reading ${docs.base}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
