import {mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, mkdirSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {deferBuiltParts, deferParts, withPartsFile} from '../../plugins/static-host/deferParts';
import {deferredPartsMeta, isDeferredParts} from '../../shared/deferred';

const page = (body: string) => `<!DOCTYPE html><html><head></head><body>${body}</body></html>`;

describe('deferParts', () => {
  it("takes a marked element's content out, numbers the element, and leaves the rest of the page byte for byte", () => {
    const before = '<main><h3 id="schema/Payment">Payment</h3>';
    const after = '<p>after</p></main>';
    const content = '<ul class="fields"><li><code>amount</code> integer, 1 to 100000000</li></ul>';
    const {html, parts} = deferParts(page(`${before}<div class="x" data-deferred="" hidden>${content}</div>${after}`));
    expect(html).toBe(page(`${before}<div class="x" data-deferred="0" hidden></div>${after}`));
    expect(parts).toEqual([content]);
  });

  it("drops React's comments, which only hydration reads", () => {
    const {parts} = deferParts(
      page('<div data-deferred=""><p>Pay <!-- -->200<!-- --> cents</p><!--$--><b>x</b><!--/$--></div>'),
    );
    expect(parts).toEqual(['<p>Pay 200 cents</p><b>x</b>']);
  });

  it('defers the outermost part whole: a part within comes back with it, still marked as rendered', () => {
    const inner = '<details><summary>400</summary><div data-deferred=""><p>closed</p></div></details>';
    const {html, parts} = deferParts(
      page(`<div data-deferred=""><p>entry</p>${inner}</div><div data-deferred=""><i>two</i></div>`),
    );
    expect(parts).toEqual([`<p>entry</p>${inner}`, '<i>two</i>']);
    expect(html).toBe(page('<div data-deferred="0"></div><div data-deferred="1"></div>'));
  });

  it('carries what a script could not: a script and a closing script tag travel as JSON text', () => {
    const {parts} = deferParts(page('<div data-deferred=""><pre>&lt;/script&gt;</pre><script>x()</script></div>'));
    expect(parts).toEqual(['<pre>&lt;/script&gt;</pre><script>x()</script>']);
  });

  it('leaves an empty marked element and a page without marks as they are', () => {
    const html = page('<div data-deferred=""></div><p>plain</p>');
    expect(deferParts(html)).toEqual({html, parts: []});
  });

  it('refuses an id inside a deferred part, which no link could reach until the part came back', () => {
    expect(() => deferParts(page('<div data-deferred=""><h4 id="samples">Samples</h4></div>'))).toThrow(/samples/);
  });

  it("names the parts file in the page's head", () => {
    expect(withPartsFile(page(''), '/assets/parts/a.json')).toBe(
      `<!DOCTYPE html><html><head><meta name="${deferredPartsMeta}" content="/assets/parts/a.json"></head><body></body></html>`,
    );
    expect(() => withPartsFile('<p>no head</p>', '/x.json')).toThrow(/head/);
  });
});

describe('deferBuiltParts', () => {
  const build = mkdtempSync(join(tmpdir(), 'deferred-parts-'));
  afterAll(() => {
    rmSync(build, {recursive: true, force: true});
  });

  it("writes each page's parts to one file under the hashed assets, named by its content, and links it", async () => {
    mkdirSync(join(build, 'reference'));
    writeFileSync(join(build, 'reference', 'index.html'), page('<div data-deferred=""><p>fields</p></div>'));
    writeFileSync(join(build, 'index.html'), page('<p>home</p>'));
    expect(await deferBuiltParts(build)).toEqual([join('reference', 'index.html')]);
    const [file] = readdirSync(join(build, 'assets', 'parts'));
    expect(file).toMatch(/^[0-9a-f]{16}\.json$/);
    const parts: unknown = JSON.parse(readFileSync(join(build, 'assets', 'parts', file ?? ''), 'utf8'));
    expect(isDeferredParts(parts) && parts).toEqual(['<p>fields</p>']);
    expect(readFileSync(join(build, 'reference', 'index.html'), 'utf8')).toContain(`content="/assets/parts/${file}"`);
    expect(readFileSync(join(build, 'index.html'), 'utf8')).toBe(page('<p>home</p>'));
  });
});
