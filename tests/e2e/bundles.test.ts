import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {DomUtils, parseDocument} from 'htmlparser2';
import {builtFileFor, builtPages, chunksWith, elementsOf} from '../support/builtSite';
import {buildDir, repoRoot} from '../../harness/paths';
import {onDemandGrammarLanguages} from '../../src/components/reference/LanguageSamples/grammarLanguages';
import {compileHint, hintedChunks} from '../../plugins/compile-hints';

const reactDomChunk = /\/react-dom\.[0-9a-f]+\.js$/;
const mainBundle = /\/main\.[0-9a-f]+\.js$/;
/**
 * `greedy` is a flag of Prism's grammars, kept by minifiers as a property name: present in Prism's own chunks,
 * and absent from the main bundle, where the classic theme's language module would put it.
 */
const prismGrammarMarker = 'greedy:';

/**
 * The site's scripts a page loads, in the order it runs them: the list the page's last inline script
 * (plugins/paint-first-template) starts after the first paint.
 */
function scriptsOf(html: string): string[] {
  const inlineScripts = DomUtils.findAll(
    (element) => element.name === 'script' && element.attribs.src === undefined,
    parseDocument(html).children,
  );
  const loader = DomUtils.textContent(inlineScripts.at(-1) ?? []).match(/[(,](\[[^\]]*\])\)$/);
  return loader === null ? [] : (JSON.parse(loader[1] ?? '[]') as string[]);
}

/** The pages whose first scripts include a chunk that holds `text`, with that script. */
function firstScriptsWith(text: string): string[] {
  const chunks = chunksWith(text);
  return builtPages().flatMap(({route, html}) =>
    scriptsOf(html).flatMap((src) => (chunks.includes(src.split('/').at(-1) ?? '') ? [`${route} ${src}`] : [])),
  );
}

describe('bundles (plugins/react-dom-chunk, plugins/paint-first-template, plugins/prism-on-demand)', () => {
  it("start no script from the served markup: every page requests the site's scripts after its first paint", () => {
    const withScriptTags = builtPages().flatMap(({route, html}) =>
      elementsOf(html).some(({name, attributes}) => name === 'script' && attributes.src !== undefined) ? [route] : [],
    );
    expect(withScriptTags).toEqual([]);
  });

  it('load React DOM from a script of its own, run before the main bundle, on every page', () => {
    const misordered = builtPages().flatMap(({route, html}) => {
      const scripts = scriptsOf(html);
      const reactDom = scripts.findIndex((src) => reactDomChunk.test(src));
      const main = scripts.findIndex((src) => mainBundle.test(src));
      return reactDom !== -1 && main !== -1 && reactDom < main ? [] : [{route, scripts}];
    });
    expect(misordered).toEqual([]);
  });

  it('keep React DOM out of the main bundle', () => {
    const home = readFileSync(builtFileFor('/') ?? '', 'utf8');
    const main = scriptsOf(home).find((src) => mainBundle.test(src));
    expect(main).toBeDefined();
    // A name React DOM gives the root container's property; nothing else uses it.
    expect(readFileSync(join(buildDir, main ?? ''), 'utf8')).not.toContain('__reactContainer$');
  });

  it("keep Prism's grammars out of the main bundle: they load with the first highlighted code block", () => {
    const home = readFileSync(builtFileFor('/') ?? '', 'utf8');
    const main = scriptsOf(home).find((src) => mainBundle.test(src));
    expect(chunksWith(prismGrammarMarker)).not.toContain(main?.split('/').at(-1));
  });

  it("would fail on a bundle that holds Prism's grammars: the marker is in every minified grammar", () => {
    // The positive control of the test above: a main bundle with the grammars in it holds what these hold.
    const grammars = [...onDemandGrammarLanguages].map((language) =>
      readFileSync(join(repoRoot, `node_modules/prismjs/components/prism-${language}.min.js`), 'utf8'),
    );
    expect(grammars.filter((code) => !code.includes(prismGrammarMarker))).toEqual([]);
  });

  it("keep the reference's on-demand request samples out of every page's first scripts: they load when chosen", () => {
    // A line of every Python sample (plugins/openapi-docs/languageSamples.ts).
    expect(firstScriptsWith('import requests')).toEqual([]);
  });

  it("keep the sandbox out of every page's first scripts: its consoles and the simulator load when a reader opens one", () => {
    // A message of the simulator (simulator/control.ts), which only its chunk holds.
    expect(firstScriptsWith('No sandbox control at')).toEqual([]);
  });
});

describe("the scripts with V8's compile hint (plugins/compile-hints)", () => {
  const scriptsDir = join(buildDir, 'assets/js');
  const scripts = readdirSync(scriptsDir).filter((file) => file.endsWith('.js'));

  it("include the search box's first chunk, which holds fuse.js and the title index", () => {
    // A message of fuse.js's, and an entry of the index the build publishes (plugins/search-index).
    const searchChunk = scripts.filter((file) => file.startsWith('search.'));
    expect(chunksWith('Pattern length exceeds max of')).toEqual(searchChunk);
    expect(chunksWith('{"title":"Glossary","url":"/docs/business/glossary/"}')).toEqual(searchChunk);
  });

  it("are React DOM and the search box's first chunk, and no other: the full text's chunk loads later, in idle time", () => {
    const withHint = scripts.filter((file) =>
      readFileSync(join(scriptsDir, file), 'utf8').startsWith(`${compileHint}\n`),
    );
    expect(withHint.map((file) => file.split('.')[0]).sort()).toEqual([...hintedChunks].sort());
  });
});
