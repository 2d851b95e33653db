/**
 * How the service delivers webhook events (`components.x-webhook-delivery`,
 * openapi/components/webhook-delivery.yaml) and what the simulator decides for its own environment
 * (`components.x-sandbox`, openapi/components/sandbox.yaml). Their shapes are checked against
 * openapi/extensions/x-webhook-delivery.schema.json and x-sandbox.schema.json by the contract tests.
 */
import {componentExtension, type OpenApiDocument} from './model';

export interface WebhookDelivery {
  readonly signatureHeader: string;
  readonly signature: string;
  /** ISO 8601 durations. */
  readonly timeout: string;
  readonly retrySchedule: readonly string[];
  readonly success: string;
  /** A secret rotation: both secrets sign for `overlap` (an ISO 8601 duration). */
  readonly rotation?: {readonly overlap: string; readonly note: string};
}

export interface Sandbox {
  readonly maxBodyBytes: number;
  readonly tokenLifetime: string;
  readonly webhookSecret: string;
  readonly environment: 'dev' | 'stage' | 'test';
  /** The header parameter that names a call's non-production environment: `X-Upstream-Env`. */
  readonly environmentHeader: string;
  /** `pm_card_` + a test card's digits stands for that card. */
  readonly cardTokenPrefix: string;
  /** The calls under `/_sandbox/` that drive the simulator, as the Simulator page lists them. */
  readonly controls: readonly SandboxControl[];
}

/** One call of the simulator's control surface: `call` is `METHOD /_sandbox/...`; the rest is Markdown. */
export interface SandboxControl {
  readonly call: string;
  readonly body: string;
  readonly does: string;
  readonly answer: string;
}

export function webhookDeliveryOf(document: OpenApiDocument): WebhookDelivery | undefined {
  return componentExtension(document, 'x-webhook-delivery') as WebhookDelivery | undefined;
}

export function sandboxOf(document: OpenApiDocument): Sandbox | undefined {
  return componentExtension(document, 'x-sandbox') as Sandbox | undefined;
}
