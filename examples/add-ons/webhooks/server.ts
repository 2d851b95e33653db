import {createServer, type Server} from 'node:http';
import {SignatureError, verifySignature} from './verify-signature';

/** Stores a verified event, as received, in your durable queue or table; rejects if it could not. */
export type EnqueueEvent = (rawEvent: string) => Promise<void>;

/** The endpoint's path, as registered with us. */
export const webhookPath = '/webhooks/convenient-checkout';

/** Your signing secrets: the current one, and during a rotation the previous one too. */
export function webhookSecrets(): string[] {
  return [process.env.CHECKOUT_WEBHOOK_SECRET, process.env.CHECKOUT_WEBHOOK_SECRET_PREVIOUS].filter(
    (secret): secret is string => secret !== undefined && secret !== '',
  );
}

/**
 * The webhook endpoint: verifies the X-Signature of the raw body, stores the event with `enqueueEvent`
 * and answers 200 at once. A bad or missing signature answers 400, a failed store 503; both come back on
 * the retry schedule. The worker that reads the queue parses, de-duplicates and processes the events.
 */
export function webhookServer(secrets: readonly string[], enqueueEvent: EnqueueEvent): Server {
  return createServer((request, response) => {
    if (request.method !== 'POST' || request.url !== webhookPath) {
      response.writeHead(404).end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const rawBody = Buffer.concat(chunks);
      const header = request.headers['x-signature'];
      try {
        verifySignature(rawBody, typeof header === 'string' ? header : undefined, secrets);
      } catch (error) {
        response.writeHead(error instanceof SignatureError ? 400 : 500).end();
        return;
      }
      enqueueEvent(rawBody.toString('utf8')).then(
        () => response.writeHead(200).end(),
        () => response.writeHead(503).end(),
      );
    });
  });
}
