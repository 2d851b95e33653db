/**
 * The contract core's Node face: bundling the documents from openapi/ (@redocly/openapi-core reads files)
 * and the one Ajv set-up, which compiles with `new Function` and so never runs in the browser. The build,
 * the simulator's server, the MCP server and the tests use it; the site's bundles import contract-core only.
 */
export * from './ajv';
export * from './bundle';
export * from './validationFormats';
