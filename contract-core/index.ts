/**
 * The contract core's face: everything pure, which runs anywhere, the browser included. What reads files
 * or compiles validators is in contract-core/node.ts. Code outside contract-core/ imports only these two.
 */
export * from './checkRequest';
export * from './checker';
export * from './composites';
export * from './delivery';
export * from './duration';
export * from './examples';
export * from './errorGuidance';
export * from './idempotency';
export * from './invariants';
export * from './jsonSyntax';
export * from './lifecycle';
export * from './model';
export * from './pointer';
export * from './problems';
export * from './requestSchemas';
export * from './ruleWords';
export * from './testData';
