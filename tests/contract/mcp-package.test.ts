/**
 * The MCP server as a package: packed from mcp/, installed into an empty folder outside the checkout, and
 * started with npx over stdio, it lists the tools of mcp/tools.ts. Listing reads nothing from the docs, so
 * the --docs URL need not answer.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {tools} from '../../mcp/tools';
import {packAndInstall, type InstalledPackage} from '../../harness/packages';

let installed: InstalledPackage;

beforeAll(async () => {
  installed = await packAndInstall('mcp');
}, 300_000);

afterAll(async () => {
  await installed.remove();
});

describe('the MCP package', () => {
  it('starts from its tarball with npx, with no checkout, and lists its tools', async () => {
    const client = new Client({name: 'package-test', version: '1.0.0'});
    const {command, args, cwd} = installed.command('convenient-checkout-docs-mcp', '--docs', 'http://127.0.0.1:9');
    await client.connect(new StdioClientTransport({command, args, cwd, stderr: 'ignore'}));
    try {
      const listed = await client.listTools();
      expect(listed.tools.map(({name}) => name)).toEqual(tools.map(({name}) => name));
    } finally {
      await client.close();
    }
  }, 60_000);
});
