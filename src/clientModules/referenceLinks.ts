/**
 * A link into an API reference page from another page loads it from the host rather than through the
 * router. The host's HTML paints as it streams, keeps its static islands unhydrated and sends its deferred
 * parts apart (notes/performance/reference-links.md); the router would render the whole page in React,
 * which showed a phone a half-drawn page for over a second and then left a linked section under the navbar.
 */
import siteConfig from '@generated/docusaurus.config';
import {apiDocuments} from '@site/config/apiDocuments';

const referencePaths = new Set(apiDocuments.map(({route}) => `${siteConfig.baseUrl}${route.slice(1)}`));

/** The link a click would have the router follow: a plain click, on a link opened in this tab. */
function routedLink(event: MouseEvent): HTMLAnchorElement | undefined {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return undefined;
  return link.target === '' || link.target === '_self' ? link : undefined;
}

function loadReferencePages(event: MouseEvent): void {
  const link = routedLink(event);
  if (link === undefined) return;
  const {origin, pathname} = new URL(link.href);
  if (origin !== window.location.origin || !referencePaths.has(pathname) || pathname === window.location.pathname)
    return;
  // The router listens at the app's root, below the document: stopped here, the click is the browser's.
  event.stopImmediatePropagation();
}

if (typeof document !== 'undefined') document.addEventListener('click', loadReferencePages, true);

export default {};
