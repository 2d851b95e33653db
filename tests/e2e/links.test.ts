import {describe, expect, it} from 'vitest';
import {builtFileFor, builtPages, elementIdsOfFile, elementsOf} from '../support/builtSite';

const pages = builtPages();
const siteOrigin = 'http://site.invalid';
/** Internal link targets of a page: `<a href>` and `<link href>`, resolved against the page's route. */
function internalTargets(route: string, html: string): URL[] {
  const links = elementsOf(html).filter(({name, attributes}) => (name === 'a' || name === 'link') && attributes.href);
  // The not-found page is served for every unknown path, so its locale switcher's "this page in
  // en-GB" link can only name /404/, which a static host answers with that same page.
  const checked = route === '/404.html' ? links.filter(({attributes}) => attributes.lang === undefined) : links;
  return checked
    .map(({attributes}) => new URL(attributes.href ?? '', siteOrigin + route))
    .filter((url) => url.origin === siteOrigin);
}

describe('internal links of the built site', () => {
  it('finds the built pages', () => {
    expect(pages.length).toBeGreaterThan(20);
  });

  it('resolve to a built file, and their anchors to an element id', () => {
    const broken: string[] = [];
    for (const {route, html} of pages) {
      for (const target of internalTargets(route, html)) {
        const file = builtFileFor(target.pathname);
        if (file === undefined) {
          broken.push(`${route} -> ${target.pathname}`);
          continue;
        }
        const anchor = decodeURIComponent(target.hash.slice(1));
        if (anchor !== '' && file.endsWith('.html') && !elementIdsOfFile(file).has(anchor)) {
          broken.push(`${route} -> ${target.pathname}#${anchor}`);
        }
      }
    }
    expect(broken).toEqual([]);
  });
});
