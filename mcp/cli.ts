/**
 * `npm run --silent mcp -- --docs <url>`: the docs' MCP server over stdio. It reads the docs from the
 * production site unless --docs names another (a local `npm run serve`). Standard output carries the
 * protocol only; messages for people go to standard error.
 */
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {site} from '../config/site';
import {createDocsServer} from './server';
import {DocsSite} from './site';

function docsArgument(argv: readonly string[]): string {
  const index = argv.indexOf('--docs');
  if (index === -1) return site.url;
  const value = argv[index + 1];
  if (value === undefined || value.startsWith('--'))
    throw new Error('--docs needs a URL, such as http://127.0.0.1:3000');
  return value;
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
