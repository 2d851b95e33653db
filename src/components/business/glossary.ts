/** The glossary page's route; a term links to its entry there. */
export const glossaryRoute = '/docs/business/glossary/';

/**
 * The anchor Docusaurus gives a glossary heading ("Accepted (202)" becomes "accepted-202"): lower case,
 * punctuation other than hyphens dropped, spaces turned into hyphens.
 */
export function glossaryAnchor(term: string): string {
  return term
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}

export function glossaryHref(term: string): string {
  return `${glossaryRoute}#${glossaryAnchor(term)}`;
}
