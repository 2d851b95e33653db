/** The request samples of every document, by document id and operationId (plugins/openapi-docs/index.ts). */
declare module '@generated/openapi-docs/default/request-samples.json' {
  import type {RequestSample} from '@site/plugins/openapi-docs/types';

  const samples: Readonly<Record<string, Readonly<Record<string, RequestSample>>>>;
  export default samples;
}
