/**
 * Parts of a page that the host sends as inert text, parsed only when the reader needs them: the browser
 * reads a script of a data type as plain text without building a node, so a reference page's samples,
 * schema entries and closed `<details>` cost its first load little (notes/performance/deferred-parts.md).
 * The server render marks them; the build's last step (plugins/static-host/deferParts.ts) moves each
 * marked element's content into one such script; the page puts the content back when it is needed.
 */

/** Marks an element whose content is deferred. */
export const deferredAttribute = 'data-deferred';

/** A data type, so the browser never runs the script and the policy needs no hash of it. */
export const deferredScriptType = 'text/html';

/**
 * The content as the script's text. Comments go (React's markers between text nodes, which only hydration
 * reads, and a deferred part is never hydrated), as `<!--` would change how the browser reads the script;
 * `</script` cannot occur, since React escapes `<` in text and attributes, but it would end the script, so
 * it is refused.
 */
export function deferredText(html: string): string {
  const text = html.replace(/<!--[\s\S]*?-->/g, '');
  if (/<!--|<\/script/i.test(text)) throw new Error('A deferred part holds a script or a comment it cannot carry');
  return text;
}
