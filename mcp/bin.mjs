#!/usr/bin/env node
// The package's command: runs the TypeScript server as it is in the repository, through jiti, the loader
// the repository's other scripts use. Publishing the package on its own needs a bundle of mcp/ with the
// contract core it imports (notes/mcp.md).
import createJiti from 'jiti';

createJiti(import.meta.url)('./cli.ts');
