/**
 * The data the plugin publishes, typed for the components that read it. Type-only: client code imports
 * it without pulling build-time code into the browser bundle.
 */
import type {
  AccessRule,
  CheckerOperation,
  CodeExample,
  ErrorCode,
  ErrorGuidance,
  HttpMethod,
  Idempotency,
  Invariant,
  Lifecycle,
  Parameter,
  RetryPolicy,
  SandboxControl,
  Schema,
  WebhookDelivery,
} from '../../contract-core';
import type {OnDemandLanguageId} from '../../shared/codeSamples';
import type {NavItem} from '../../src/components/reference/ApiNavigation';

/** One document the plugin renders; config/apiDocuments.ts lists the site's three. */
export interface ReferenceDocument {
  /** Names the data files and the downloads: `/openapi/<id>.json`. */
  readonly id: string;
  readonly title: string;
  /** The short name links to the page use. */
  readonly navLabel: string;
  /** The entry file, relative to the site. */
  readonly source: string;
  readonly route: string;
}

export type Header = readonly [name: string, value: string];

/** One call to an operation, from which the request samples are written in each language (languageSamples.ts). */
export interface RequestSample {
  /** Upper case, as HTTP sends it. */
  readonly method: string;
  /** The production server URL with the path and required query parameters filled in. */
  readonly url: string;
  /** Whether the call needs an OAuth2 access token, sent as a bearer token. */
  readonly bearerToken: boolean;
  /** Content type first (when there is a body), then the required header parameters. */
  readonly headers: readonly Header[];
  readonly body?: unknown;
  /** The name of the document example the body comes from, when it comes from a named one. */
  readonly bodyExample?: string;
  /** Set when the document has no example of the body, which was generated from its schema. */
  readonly bodyGenerated?: true;
}

/**
 * A document's request samples in the languages the page loads on demand (`onDemand` in
 * `sampleLanguages`), by operationId then language id: the module `<id>.language-samples.json`.
 */
export type LanguageSamplesData = Readonly<Record<string, Readonly<Record<OnDemandLanguageId, string>>>>;

/**
 * Build-time extras for one reference page's static sections; the document itself is a module of its own.
 * The server renders from both; a browser loads them only to render the page after client-side navigation.
 */
export interface ReferencePageData {
  /** Markdown source to HTML, for each description that is more than one plain paragraph. */
  readonly markdown: Readonly<Record<string, string>>;
  /** The request checker's value for each operation with a JSON body, by operationId. */
  readonly checkerKeys: Readonly<Record<string, string>>;
}

/**
 * A reference page's route module: what its first load needs to hydrate, without the document. Every
 * section drawn from the document is a static island that keeps the server's HTML.
 */
export interface ReferencePageIndex {
  /** The page's meta description. */
  readonly description?: string;
  readonly navigation: readonly NavItem[];
  readonly groups: readonly IndexedTag[];
  /** The Schemas section's static islands in order: runs of plain schemas, each status schema on its own. */
  readonly schemaGroups: readonly SchemaGroup[];
}

export interface IndexedTag {
  readonly name: string;
  readonly operations: readonly IndexedOperation[];
}

export interface IndexedOperation {
  readonly operationId: string;
  /** Whether the operation has a "Try it" console: the service's own calls, not the webhooks it sends. */
  readonly tryIt: boolean;
  /** The name of the operation's samples module (`operationSamplesFile`), which loads when the reader nears it. */
  readonly samples: string;
}

/** A run of schemas without a lifecycle, or one status schema with its lifecycle (its diagram goes live on its own). */
export type SchemaGroup = {readonly plain: readonly string[]} | {readonly name: string; readonly lifecycle: Lifecycle};

/** An example tab, with the link to its error code's home when its body carries one. */
export interface LinkedExample extends CodeExample {
  readonly errorCodeHref?: string;
}

/** One operation's samples: a module of its own, loaded when the reader nears the operation. */
export interface OperationSamplesData {
  readonly kind: 'operation' | 'webhook';
  /** The call the curl and TypeScript samples write (absent for webhooks). */
  readonly sample?: RequestSample;
  readonly serverUrl: string;
  /** The request body's examples (a webhook's payloads). */
  readonly bodyExamples: readonly LinkedExample[];
  readonly responseExamples: readonly LinkedExample[];
}

/** The route props of a reference page. */
export interface ReferencePageRouteProps {
  readonly apiDocument: ReferenceDocument;
  readonly otherDocuments: readonly ReferenceDocument[];
}

/** An operation as the docs summarise it. */
export interface ContractOperation {
  /** The id of the document that holds it. */
  readonly api: string;
  readonly operationId: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly summary?: string;
  readonly deprecated: boolean;
  /** Alternatives: any one of these scheme-and-scopes requirements grants access. */
  readonly security: readonly (readonly SecurityRequirement[])[];
  readonly statuses: readonly string[];
  /** How repeats and lost answers are handled (x-idempotency), for operations that change something. */
  readonly idempotency?: Idempotency;
}

export interface SecurityRequirement {
  readonly scheme: string;
  readonly scopes: readonly string[];
}

/** What the docs' MDX components read, gathered from the three bundled documents. */
export interface ContractData {
  /** Each document's page, by document id. */
  readonly routes: Readonly<Record<string, string>>;
  /** The limits every recovery uses (x-retry-policy); the same in every document. */
  readonly retryPolicy?: RetryPolicy;
  /** How webhook events are delivered (x-webhook-delivery), from the document that has it. */
  readonly webhookDelivery?: WebhookDelivery;
  /** Who may see what (x-access-rule); the same in every document. */
  readonly accessRule?: AccessRule;
  /** The rules that span requests (x-invariants); the same in every document. */
  readonly invariants: readonly Invariant[];
  readonly operations: readonly ContractOperation[];
  /** Every component schema by name; the documents share them, so a name means one schema. */
  readonly schemas: Readonly<Record<string, Schema>>;
  /** The first document (in the configured order) that holds each schema, where links point. */
  readonly schemaHome: Readonly<Record<string, string>>;
  readonly errorCodes: readonly ErrorCode[];
  /** Each catalogue code's `x-error-guidance`, by errorCode; a code the contract gives none is absent. */
  readonly errorGuidance: Readonly<Record<string, ErrorGuidance>>;
  /** Every component parameter by name, such as the request headers every call carries. */
  readonly parameters: Readonly<Record<string, Parameter>>;
  /** The OAuth2 client-credentials schemes, by security scheme name, with their scopes. */
  readonly oauthSchemes: Readonly<Record<string, OAuthScheme>>;
  /** The simulator's control calls under `/_sandbox/` (x-sandbox), for the Simulator page. */
  readonly sandboxControls: readonly SandboxControl[];
  readonly markdown: Readonly<Record<string, string>>;
}

export interface OAuthScheme {
  readonly description?: string;
  readonly tokenUrl: string;
  /** Scope name to what it allows. */
  readonly scopes: Readonly<Record<string, string>>;
}

/** What the request checker page lists, from the three bundled documents. */
export interface RequestCheckerData {
  readonly documents: readonly {readonly id: string; readonly title: string}[];
  readonly operations: readonly CheckerOperation[];
}
