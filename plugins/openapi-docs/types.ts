/**
 * The data the plugin publishes, typed for the components that read it. Type-only: client code imports
 * it without pulling build-time code into the browser bundle.
 */
import type {
  AccessRule,
  CheckerOperation,
  ErrorCode,
  ErrorGuidance,
  HttpMethod,
  Idempotency,
  Invariant,
  Parameter,
  RetryPolicy,
  Schema,
  WebhookDelivery,
} from '../../contract-core';
import type {OnDemandLanguageId} from '../../shared/codeSamples';

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

/** Build-time extras for one reference page; the document itself is a module of its own. */
export interface ReferencePageData {
  /** Markdown source to HTML, for each description that is more than one plain paragraph. */
  readonly markdown: Readonly<Record<string, string>>;
  /** By operationId. */
  readonly samples: Readonly<Record<string, RequestSample>>;
  /** The request checker's value for each operation with a JSON body, by operationId. */
  readonly checkerKeys: Readonly<Record<string, string>>;
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
