/**
 * The simulator's Node face: a simulator over the documents bundled from openapi/, and its HTTP server.
 * Code outside simulator/ imports only this and the simulator's face (simulator/index.ts).
 */
export * from './simulator';
export * from './server';
