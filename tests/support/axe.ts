import {createRequire} from 'node:module';

/**
 * axe-core as the browser tests load it: from the served site's origin, at a path the build never uses, so
 * Chromium caches the compiled script across pages (a script injected as text is compiled anew each time).
 */
export const axeScript = {
  route: '/assets/__tests__/axe.min.js',
  file: createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
} as const;
