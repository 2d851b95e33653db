import {createRequire} from 'node:module';
import {existsSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {paintFirstTemplate} from '../../plugins/paint-first-template';

/**
 * Guards on the tricks that depend on Docusaurus's internals (notes/performance/): each fails on the upgrade
 * that would make its trick silently stop working or drift from upstream.
 */
const require = createRequire(import.meta.url);

/** The lines of a template, trimmed, without blank ones: whitespace in an Eta template does not matter. */
function linesOf(template: string): string[] {
  return template
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

describe('plugins/paint-first-template', () => {
  const upstream = (require('@docusaurus/core/lib/ssg/ssgTemplate.html.js') as {default: string}).default;

  it("is Docusaurus's page template with only its script tags replaced by the loader", () => {
    // Upstream requests the scripts with one `<script defer>` per bundle inside a loop in the head.
    const upstreamScriptLoop = [
      '<% it.scripts.forEach((script) => { %>',
      '<script src="<%= it.baseUrl %><%= script %>" defer></script>',
      '<% }); %>',
    ];
    const upstreamLines = linesOf(upstream);
    const loopStart = upstreamLines.indexOf(upstreamScriptLoop[0] ?? '');
    expect(upstreamLines.slice(loopStart, loopStart + upstreamScriptLoop.length)).toEqual(upstreamScriptLoop);
    const upstreamWithoutScripts = upstreamLines.toSpliced(loopStart, upstreamScriptLoop.length);

    // Ours adds one inline script, the loader, as the body's last element.
    const loader = /<script>\(function loadAfterFirstPaint[\s\S]*?<\/script>\s*(?=<\/body>)/;
    expect(paintFirstTemplate).toMatch(loader);
    expect(linesOf(paintFirstTemplate.replace(loader, ''))).toEqual(upstreamWithoutScripts);
  });
});

describe('plugins/prism-on-demand', () => {
  it('replaces a module that the classic theme still has', () => {
    // The plugin swaps this client module for an empty one by its path; renamed, Prism is back in the main
    // bundle (tests/e2e/bundles.test.ts checks the bundle itself).
    const themeClassic = require.resolve('@docusaurus/theme-classic');
    expect(existsSync(themeClassic.replace(/index\.js$/, 'prism-include-languages.js'))).toBe(true);
  });
});
