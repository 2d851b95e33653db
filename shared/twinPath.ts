/**
 * Where the Markdown twin of a built page is served. Pure and free of Node imports: the plugin, the head
 * link, the "Copy page" control and the tests all use it.
 */

/** `/docs/overview/` gives `/docs/overview.md`; the home page `/` gives `/index.md`. Anchors are dropped. */
export function twinPath(route: string): string {
  const path = route.split('#')[0] ?? '';
  const bare = path.replace(/\/+$/, '');
  return bare === '' ? '/index.md' : `${bare}.md`;
}

/** The files every build publishes for assistants, next to the twins. */
export const llmsFiles = {index: '/llms.txt', full: '/llms-full.txt'} as const;

/** Marks an element the twin leaves out, such as the "Copy page" control itself. */
export const twinSkipAttribute = 'data-twin-skip';

/**
 * Carries a diagram's Mermaid source on the element that draws it. The browser draws the diagram only when
 * the reader scrolls near it, so the built HTML holds no picture; the twin shows this source instead.
 */
export const twinDiagramAttribute = 'data-twin-diagram';
