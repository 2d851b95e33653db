import type {components} from '../openapi/merchant';

type Payment = components['schemas']['Payment'];

/** A payment's metadata, from metadata or, when a response carries only the deprecated spelling, metaData. */
export function readMetadata(payment: Pick<Payment, 'metadata' | 'metaData'>): Record<string, string> {
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- the older spelling is read on purpose
  return payment.metadata ?? payment.metaData ?? {};
}
