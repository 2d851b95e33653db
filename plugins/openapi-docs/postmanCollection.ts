import {createHash} from 'node:crypto';
import {convertV2, type Options} from 'openapi-to-postmanv2';
import type {OpenApiDocument} from '../../contract-core';

/** The parts of a Postman collection (format v2.1) that the build sets and the tests read. */
export interface PostmanVariable {
  readonly key: string;
  readonly value: string;
  readonly description?: string;
}

export interface PostmanRequest {
  readonly method: string;
  readonly url: {
    readonly path: readonly string[];
    readonly query?: readonly {readonly key: string; readonly value: string; readonly disabled?: boolean}[];
    readonly variable?: readonly {readonly key: string; readonly value: string}[];
  };
  readonly header?: readonly {readonly key: string; readonly value: string; readonly disabled?: boolean}[];
  readonly body?: {readonly mode: string; readonly raw?: string};
  auth?: unknown;
}

export interface PostmanItem {
  id?: string;
  readonly name: string;
  item?: PostmanItem[];
  readonly request?: PostmanRequest;
  readonly response?: {id?: string; readonly name: string; readonly code?: number}[];
}

export interface PostmanCollection {
  readonly info: {_postman_id?: string; readonly name: string; readonly schema: string};
  item: PostmanItem[];
  variable: PostmanVariable[];
  auth?: unknown;
}

/** The collection variables a reader sets: where the API is, and the token every request sends. */
export const postmanVariables = {baseUrl: 'baseUrl', accessToken: 'accessToken'} as const;

/**
 * One folder per tag; parameters and bodies from the document's examples, so every request is one the
 * contract shows; optional parameters listed but not sent; every request inherits the collection's auth.
 * Webhooks are left out: the service sends them, a reader never calls them.
 */
const converterOptions: Options = {
  folderStrategy: 'Tags',
  parametersResolution: 'Example',
  enableOptionalParameters: false,
  alwaysInheritAuthentication: true,
  includeWebhooks: false,
};

function convert(document: OpenApiDocument): Promise<PostmanCollection> {
  return new Promise((resolve, reject) => {
    // The converter is handed a copy: the caller's document is shared by the pages and the tests.
    convertV2({type: 'json', data: structuredClone(document)}, converterOptions, (error, result) => {
      const collection = result?.output?.[0]?.data;
      if (error !== null || result?.result !== true || collection === undefined) {
        reject(
          new Error(
            `openapi-to-postmanv2 could not convert the document: ${error?.message ?? result?.reason ?? 'it gave no reason'}`,
          ),
        );
        return;
      }
      resolve(collection as PostmanCollection);
    });
  });
}

/** A UUID (version 5 layout) that depends only on `name`, so each build writes the same ids. */
function stableUuid(name: string): string {
  const hex = createHash('sha1').update(`postman-collection:${name}`).digest('hex');
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Replaces the converter's random ids (new on every run) with ids named after what they identify: a
 * folder by its tag, a request by its method and path, an example response by its request, status and
 * name. Postman matches a re-imported collection by these ids, so they also survive a reordering.
 */
function withStableIds(items: PostmanItem[], parentKey: string): PostmanItem[] {
  const taken = new Map<string, number>();
  const unique = (key: string) => {
    const count = taken.get(key) ?? 0;
    taken.set(key, count + 1);
    return count === 0 ? key : `${key}#${count}`;
  };
  return items.map((item) => {
    const key = unique(
      `${parentKey}/${item.request === undefined ? item.name : `${item.request.method} /${item.request.url.path.join('/')}`}`,
    );
    item.id = stableUuid(key);
    if (item.item !== undefined) item.item = withStableIds(item.item, key);
    for (const response of item.response ?? [])
      response.id = stableUuid(unique(`${key} ${response.code} ${response.name}`));
    return item;
  });
}

/** Drops the folders of tags that have no operation (the Webhooks tag): an empty folder is noise. */
function withoutEmptyFolders(items: PostmanItem[]): PostmanItem[] {
  return items.flatMap((item) => {
    if (item.item === undefined) return [item];
    const children = withoutEmptyFolders(item.item);
    return children.length === 0 ? [] : [{...item, item: children}];
  });
}

/** The document's security schemes in words, with the token URL of each OAuth 2.0 client-credentials flow. */
function schemesInWords(document: OpenApiDocument): string {
  return Object.entries(document.components?.securitySchemes ?? {})
    .map(([name, scheme]) => {
      if ('$ref' in scheme) return name;
      if (scheme.type === 'oauth2' && scheme.flows.clientCredentials !== undefined)
        return `${name} (OAuth 2.0 client credentials from ${scheme.flows.clientCredentials.tokenUrl})`;
      return `${name} (${scheme.type}${scheme.type === 'http' ? ` ${scheme.scheme}` : ''})`;
    })
    .join(', ');
}

/**
 * A Postman collection of a bundled document, generated by `openapi-to-postmanv2`: a request per
 * operation, grouped by tag, with the document's examples; `{{baseUrl}}` defaulting to the document's
 * first server (production), and bearer auth from `{{accessToken}}` on every request. The same document
 * always gives the same collection, ids included.
 */
export async function postmanCollection(documentId: string, document: OpenApiDocument): Promise<PostmanCollection> {
  const collection = await convert(document);
  const productionUrl = document.servers?.[0]?.url;
  if (productionUrl === undefined) throw new Error(`The ${documentId} document names no server`);
  const otherServers = (document.servers ?? [])
    .slice(1)
    .map(({url, description}) => `${description ?? 'Also'}: ${url}.`);
  collection.info._postman_id = stableUuid(documentId);
  collection.item = withStableIds(withoutEmptyFolders(collection.item), documentId);
  collection.variable = [
    {
      key: postmanVariables.baseUrl,
      value: productionUrl,
      description: [`The API's base URL, ${productionUrl} (production) by default.`, ...otherServers].join(' '),
    },
    {
      key: postmanVariables.accessToken,
      value: '',
      description: `Sent as a bearer token on every request: a token of one of the document's security schemes, ${schemesInWords(document)}.`,
    },
  ];
  collection.auth = {
    type: 'bearer',
    bearer: [{key: 'token', value: `{{${postmanVariables.accessToken}}}`, type: 'string'}],
  };
  return collection;
}

/** The collection as the site serves it for download. */
export async function postmanCollectionJson(documentId: string, document: OpenApiDocument): Promise<string> {
  return `${JSON.stringify(await postmanCollection(documentId, document), null, 2)}\n`;
}
