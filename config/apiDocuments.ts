/**
 * The three OpenAPI documents of the service contract. This list feeds the reference plugin, the navbar,
 * the download links, the search index and the tests.
 */
export const apiDocuments = [
  {
    id: 'merchant',
    title: 'Merchant API reference',
    navLabel: 'Merchant API',
    source: 'openapi/merchant.yaml',
    route: '/api-reference/',
  },
  {
    id: 'internal',
    title: 'Internal checkout API reference',
    navLabel: 'Internal checkout API',
    source: 'openapi/internal.yaml',
    route: '/api-reference-internal/',
  },
  {
    id: 'hcp',
    title: 'Health-care platform API reference',
    navLabel: 'Health-care platform API',
    source: 'openapi/hcp.yaml',
    route: '/api-reference-hcp/',
  },
] as const;

export type ApiDocument = (typeof apiDocuments)[number];
export type ApiDocumentId = ApiDocument['id'];
