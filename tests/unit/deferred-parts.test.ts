import {describe, expect, it} from 'vitest';
import {DomUtils, parseDocument} from 'htmlparser2';
import {deferredScriptType} from '../../shared/deferred';
import {deferParts} from '../../plugins/static-host/deferParts';
import {inlineScriptsOf} from '../../plugins/static-host/headers';

const page = (body: string) => `<!DOCTYPE html><html><head></head><body>${body}</body></html>`;

/** The texts of the page's deferred scripts. */
function deferredTexts(html: string): string[] {
  return DomUtils.findAll(
    (element) => element.name === 'script' && element.attribs.type === deferredScriptType,
    parseDocument(html).children,
  ).map((script) => DomUtils.textContent(script));
}

describe('deferParts', () => {
  it("sends a marked element's content as one data script, and leaves the rest of the page byte for byte", () => {
    const before = '<main><h3 id="schema/Payment">Payment</h3>';
    const after = '<p>after</p></main>';
    const content = '<ul class="fields"><li><code>amount</code> integer, 1 to 100000000</li></ul>';
    const html = deferParts(page(`${before}<div class="x" data-deferred="">${content}</div>${after}`));
    expect(html).toBe(
      page(
        `${before}<div class="x" data-deferred=""><script type="${deferredScriptType}">${content}</script></div>${after}`,
      ),
    );
    // A data type: the browser never runs it, and the policy needs no hash of it.
    expect(inlineScriptsOf('/', html)).toEqual([]);
  });

  it("drops React's comments, which only hydration reads, so nothing can bend how the script is read", () => {
    const html = deferParts(
      page('<div data-deferred=""><p>Pay <!-- -->200<!-- --> cents</p><!--$--><b>x</b><!--/$--></div>'),
    );
    expect(deferredTexts(html)).toEqual(['<p>Pay 200 cents</p><b>x</b>']);
  });

  it('defers the outermost part whole: a script cannot hold a script, so a part within comes back with it', () => {
    const inner = '<details><summary>400</summary><div data-deferred=""><p>closed</p></div></details>';
    const html = deferParts(
      page(`<div data-deferred=""><p>entry</p>${inner}</div><div data-deferred=""><i>two</i></div>`),
    );
    expect(deferredTexts(html)).toEqual([`<p>entry</p>${inner}`, '<i>two</i>']);
  });

  it('leaves an empty marked element and a page without marks as they are', () => {
    const html = page('<div data-deferred=""></div><p>plain</p>');
    expect(deferParts(html)).toBe(html);
  });

  it('refuses an id inside a deferred part, which no link could reach until the part came back', () => {
    expect(() => deferParts(page('<div data-deferred=""><h4 id="samples">Samples</h4></div>'))).toThrow(/samples/);
  });

  it('refuses content that would end the script early', () => {
    expect(() => deferParts(page('<div data-deferred=""><script>alert(1)</script></div>'))).toThrow(/script/);
  });
});
