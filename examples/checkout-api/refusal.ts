import type {components} from '../openapi/merchant';

type Schemas = components['schemas'];

/** A refused call can carry the group form (400, 404), a bare message (401, 403) or a problem report (500). */
type ErrorBody = Partial<Schemas['ErrorResponse']> &
  Partial<Schemas['ErrorAuthorizationResource']> &
  Partial<Schemas['ErrorResource']>;

/** A call the API refused: its HTTP status and, in the group form, the errorCode that names the rule. */
export class CheckoutRefusal extends Error {
  readonly httpStatus: number;
  readonly errorCode: string | undefined;

  constructor(httpStatus: number, errorCode: string | undefined, message: string) {
    super(message);
    this.name = 'CheckoutRefusal';
    this.httpStatus = httpStatus;
    this.errorCode = errorCode;
  }
}

/** Reads a refused answer, whichever error shape it carries, into a CheckoutRefusal for the caller to throw. */
export async function refusal(call: string, response: Response): Promise<CheckoutRefusal> {
  const body = (await response.json().catch(() => ({}))) as ErrorBody;
  const code = body.error?.errorCode;
  const reason = body.error?.message ?? body.message ?? body.detail ?? body.title ?? response.statusText;
  return new CheckoutRefusal(
    response.status,
    code,
    `${call} answered ${response.status}: ${code ?? ''} ${reason}`.trim(),
  );
}
