/**
 * The checkout UI samples (examples/checkout-ui): the server flows run against the contract's mock, and
 * on scripted answers with fake timers for every restart path they show (a restart looks the old payment
 * up before it creates a session with a new merchantTransactionId). The pay link's second visit and the
 * payment recovery are tested in samples-recovery.test.ts. The browser module runs on a minimal stand-in for the page. The
 * checks read the contract, so a code or limit a sample names must exist there.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {appearanceProblems} from '../../examples/checkout-ui/appearance-checks';
import {appearanceFrom, brandAppearance} from '../../examples/checkout-ui/brand-appearance';
import {startCheckout} from '../../examples/checkout-ui/checkout-page';
import type {ConvenientCheckout, MountOptions} from '../../examples/checkout-ui/convenient-checkout';
import {createEmbeddedSession, restartCheckout} from '../../examples/checkout-ui/embedded-session';
import {payOrder} from '../../examples/checkout-ui/hosted-route';
import {languageSettings, toPreferredLanguage} from '../../examples/checkout-ui/language';
import {memoryOrderStore, type Order} from '../../examples/checkout-ui/order-store';
import {classifyStatus} from '../../examples/checkout-ui/payment-status';
import {readMetadata} from '../../examples/checkout-ui/read-metadata';
import {payWithChosenMethod} from '../../examples/checkout-ui/select-and-pay';
import {fieldFor} from '../../examples/checkout-ui/setup-error-field';
import {setupInProgress} from '../../examples/checkout-ui/setup-status';
import {submitEdit} from '../../examples/checkout-ui/update-payment-method';
import {checkoutConfig} from '../../examples/shared/config';
import {repoRoot} from '../../harness/paths';
import {
  type ScriptedAnswer,
  scriptedConfig as config,
  scriptFetch,
  useContractMock,
  useScriptedClock,
  withinSimulated,
} from '../support/samples';

const examples = join(repoRoot, 'examples');
const contractText = (name: string) => readFileSync(join(examples, 'openapi', `${name}.json`), 'utf8');
const merchant = JSON.parse(contractText('merchant')) as {
  components: {schemas: Record<string, {enum?: string[]; properties?: Record<string, {minimum?: number}>}>};
};

const order = (overrides: Partial<Order> = {}): Order => ({
  id: '100234',
  totalCents: 4599,
  customer: {firstName: 'Maria', lastName: 'Lopez', email: 'maria.lopez@example.com'},
  locale: 'es-MX',
  attempt: 1,
  ...overrides,
});
const sessionId = '7c1f4e2a-8b3d-4f6e-9a0c-5d2b1e8f3a47';

describe('checkout UI samples against the mock', () => {
  useContractMock();

  it('payOrder looks the payment up first: the mock finds its example payment, so it shows that one', async () => {
    const orders = memoryOrderStore([order()]);
    const response = await payOrder(checkoutConfig('samples-test'), orders, '100234');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('https://www.northwind-pharmacy.example/orders/100234');
    expect((await orders.find('100234')).payment?.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('createEmbeddedSession answers what the page mounts, and refuses a second first session', async () => {
    const orders = memoryOrderStore([order({customer: undefined})]);
    const start = await createEmbeddedSession(checkoutConfig('samples-test'), orders, '100234');
    expect(start).toMatchObject({kind: 'mount', hostedUrl: expect.stringMatching(/^https:\/\//) as unknown});
    await expect(createEmbeddedSession(checkoutConfig('samples-test'), orders, '100234')).rejects.toThrow(/restart/);
  });

  it('restartCheckout follows the old session and settles it before anything else', async () => {
    const orders = memoryOrderStore([order({sessionId})]);
    const start = await restartCheckout(checkoutConfig('samples-test'), orders, '100234');
    expect(['paid', 'mount']).toContain(start.kind);
  });

  it('submitEdit is accepted', async () => {
    const outcome = await submitEdit(checkoutConfig('samples-test'), '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9', {
      nickname: 'Work Visa',
    });
    expect(outcome.kind).toBe('saved');
  });
});

// Scripted answers -------------------------------------------------------------------------------------

const session = (status: string, extra: Record<string, unknown> = {}) => ({
  url: `${config.apiUrl}/sessions/${sessionId}`,
  data: {sessionId, status, ...extra},
});
const payment = (status: string, merchantTransactionId = 'order-100234-attempt-1') => ({
  id: '3a9b7c5d-1e2f-4a6b-8c0d-9e7f5a3b1c2d',
  amount: 4599,
  merchantTransactionId,
  status,
});
const payments = (...statuses: string[]) => ({data: statuses.map((status) => payment(status))});
const created = (id: string) => ({
  url: `${config.apiUrl}/sessions/${id}`,
  data: {sessionId: id, hostedUrl: `https://checkout.test.invalid/session/${id}`},
});
const expired: ScriptedAnswer = {status: 410, body: {status: 410, error: {errorCode: 'SESSION_EXPIRED'}}};
const newSessionId = '2b7d9e41-6c3a-4f58-8d1e-0a9c7b5e3f12';

describe('checkout UI samples on scripted answers', () => {
  useScriptedClock();

  describe('restartCheckout', () => {
    it('410 and nothing paid: looks up the old id, then creates attempt 2 with a new merchantTransactionId', async () => {
      const orders = memoryOrderStore([order({sessionId})]);
      const {calls} = scriptFetch([
        expired,
        {status: 200, body: payments()},
        {status: 200, body: created(newSessionId)},
      ]);
      const start = await withinSimulated(restartCheckout(config, orders, '100234'), 10_000);
      expect(start).toEqual({
        kind: 'mount',
        sessionId: newSessionId,
        hostedUrl: `https://checkout.test.invalid/session/${newSessionId}`,
      });
      expect(calls.map(({method, path}) => `${method} ${path}`)).toEqual([
        `GET /sessions/${sessionId}`,
        'GET /payments?merchantTransactionId=order-100234-attempt-1',
        'POST /sessions',
      ]);
      expect(calls[2]?.body).toMatchObject({payment: {merchantTransactionId: 'order-100234-attempt-2'}});
      expect(await orders.find('100234')).toMatchObject({attempt: 2, sessionId: newSessionId});
    });

    it('410 but the customer paid just before: answers paid and creates no session', async () => {
      const orders = memoryOrderStore([order({sessionId})]);
      const {calls} = scriptFetch([expired, {status: 200, body: payments('COMPLETED')}]);
      await expect(withinSimulated(restartCheckout(config, orders, '100234'), 10_000)).resolves.toEqual({
        kind: 'paid',
      });
      expect(calls.some(({method}) => method === 'POST')).toBe(false);
    });

    it('410 with a payment still in progress: waits for it instead of starting again', async () => {
      const orders = memoryOrderStore([order({sessionId})]);
      scriptFetch([
        expired,
        {status: 202, body: payments('PENDING')},
        {status: 200, body: {url: 'u', data: payment('AUTHORIZED')}},
      ]);
      await expect(withinSimulated(restartCheckout(config, orders, '100234'), 10_000)).resolves.toEqual({
        kind: 'paid',
      });
    });

    it('a session that ended FAILED with CARD_DECLINED: starts attempt 2', async () => {
      const orders = memoryOrderStore([order({sessionId})]);
      const declined = {
        ...session('FAILED', {payment: payment('FAILED')}),
        error: {errorGroup: 'PAYMENT_ERROR', errorCode: 'CARD_DECLINED', message: 'Declined.', httpStatus: 406},
      };
      const {calls} = scriptFetch([
        {status: 200, body: declined},
        {status: 200, body: created(newSessionId)},
      ]);
      const start = await withinSimulated(restartCheckout(config, orders, '100234'), 10_000);
      expect(start.kind).toBe('mount');
      expect(calls[1]?.body).toMatchObject({payment: {merchantTransactionId: 'order-100234-attempt-2'}});
    });
  });

  it('payWithChosenMethod: 202, then the completed session; pays with the chosen method', async () => {
    const {calls} = scriptFetch([
      {status: 202, body: session('INITIATED', {expiresAt: '2026-01-15T10:30:00Z'})},
      {status: 200, body: session('COMPLETED', {paymentMethod: {id: '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9'}})},
      {status: 202, body: {url: 'u', data: payment('PENDING', 'order-100234-attempt-1')}},
      {status: 200, body: {url: 'u', data: payment('COMPLETED', 'order-100234-attempt-1')}},
    ]);
    await expect(
      withinSimulated(payWithChosenMethod(config, sessionId, 4599, 'order-100234-attempt-1'), 10_000),
    ).resolves.toMatchObject({kind: 'payment', payment: {status: 'COMPLETED'}});
    expect(calls[2]).toMatchObject({
      method: 'POST',
      path: '/payments',
      body: {paymentMethodId: '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9', amount: 4599},
    });
  });

  it('payWithChosenMethod: an expired session is not paid', async () => {
    scriptFetch([expired]);
    await expect(withinSimulated(payWithChosenMethod(config, sessionId, 4599, 'o-1'), 10_000)).rejects.toThrow(
      /expired/,
    );
  });

  it.each([
    [
      {status: 400, body: {status: 400, error: {errorCode: 'INVALID_ZIP'}}},
      {kind: 'field-error', field: 'zipCode'},
    ],
    [{status: 400, body: {status: 400, error: {errorCode: 'INVALID_AGENT'}}}, {kind: 'form-error'}],
    [{status: 200, body: {url: 'u', data: {id: 'pm-1', nickname: 'Work Visa'}}}, {kind: 'saved'}],
    [{status: 404, body: {}}, {kind: 'gone'}],
    [{status: 500}, {kind: 'retry'}],
  ])('submitEdit reads %o as %o', async (answer, outcome) => {
    scriptFetch([answer]);
    await expect(submitEdit(config, 'pm-1', {nickname: 'Work Visa'})).resolves.toMatchObject(outcome);
  });

  it('submitEdit: 202, then a read that shows the change: saved', async () => {
    const {calls} = scriptFetch([
      {status: 202, body: {url: 'u', data: {id: 'pm-1'}}},
      {status: 200, body: {url: 'u', data: {id: 'pm-1', nickname: 'Work Visa'}}},
    ]);
    await expect(withinSimulated(submitEdit(config, 'pm-1', {nickname: 'Work Visa'}), 5_000)).resolves.toEqual({
      kind: 'saved',
    });
    expect(calls.map(({method}) => method)).toEqual(['PATCH', 'GET']);
  });
});

// The page in the browser -------------------------------------------------------------------------------

describe('startCheckout on a stand-in page', () => {
  const mounted: MountOptions[] = [];
  const unmounted: string[] = [];
  const assigned: string[] = [];
  const requested: string[] = [];
  let starts: unknown[] = [];

  const widget: ConvenientCheckout = {
    version: '1.0.0-test',
    mount(_container, options) {
      mounted.push(options);
      return {
        sessionId: options.sessionId,
        unmount: () => {
          unmounted.push(options.sessionId);
        },
      };
    },
  };
  const container = {textContent: '', setAttribute: vi.fn()} as unknown as HTMLElement;

  beforeEach(() => {
    mounted.length = 0;
    unmounted.length = 0;
    assigned.length = 0;
    requested.length = 0;
    container.textContent = '';
    const windowStub: {ConvenientCheckout?: ConvenientCheckout; location: {assign: (url: string) => void}} = {
      location: {assign: (url) => assigned.push(url)},
    };
    vi.stubGlobal('window', windowStub);
    vi.stubGlobal('document', {
      createElement: () => ({}),
      head: {
        append: (script: {onload?: () => void}) => {
          windowStub.ConvenientCheckout = widget;
          queueMicrotask(() => script.onload?.());
        },
      },
    });
    vi.stubGlobal('fetch', (path: string) => {
      requested.push(path);
      return Promise.resolve(Response.json(starts.shift()));
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const mount = (id: string) => ({kind: 'mount', sessionId: id, hostedUrl: `https://checkout.test.invalid/s/${id}`});
  const fatal = (errorCode: string) => ({
    sessionId: 'x',
    fatal: true,
    error: {errorGroup: 'INVALID_REQUEST' as const, errorCode, message: 'm', httpStatus: 410},
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

  it('mounts the session the server answered', async () => {
    starts = [mount('s-1')];
    await startCheckout(container, '100234');
    expect(requested).toEqual(['/api/orders/100234/checkout-session']);
    expect(mounted.map(({sessionId: id}) => id)).toEqual(['s-1']);
  });

  it('a non-fatal error leaves the widget to the customer', async () => {
    starts = [mount('s-1')];
    await startCheckout(container, '100234');
    mounted[0]?.onError?.({...fatal('INVALID_ZIP'), fatal: false});
    await settle();
    expect(unmounted).toEqual([]);
    expect(requested).toHaveLength(1);
  });

  it('SESSION_EXPIRED: unmounts and asks the server to restart, which mounts the new session', async () => {
    starts = [mount('s-1'), mount('s-2')];
    await startCheckout(container, '100234');
    mounted[0]?.onError?.(fatal('SESSION_EXPIRED'));
    await settle();
    expect(unmounted).toEqual(['s-1']);
    expect(requested).toEqual(['/api/orders/100234/checkout-session', '/api/orders/100234/checkout-session/restart']);
    expect(mounted.map(({sessionId: id}) => id)).toEqual(['s-1', 's-2']);
  });

  it('a restart that finds the order paid goes to the confirmation page', async () => {
    starts = [mount('s-1'), {kind: 'paid'}];
    await startCheckout(container, '100234');
    mounted[0]?.onError?.(fatal('CARD_DECLINED'));
    await settle();
    expect(assigned).toEqual(['/orders/100234/confirmation']);
  });

  it('SESSION_NOT_FOUND is not restarted', async () => {
    starts = [mount('s-1')];
    await startCheckout(container, '100234');
    mounted[0]?.onError?.(fatal('SESSION_NOT_FOUND'));
    await settle();
    expect(requested).toHaveLength(1);
    expect(container.textContent).toMatch(/unavailable/);
  });

  it('a widget that stops on every mount is restarted at most twice', async () => {
    starts = [mount('s-1'), mount('s-2'), mount('s-3'), mount('s-4')];
    await startCheckout(container, '100234');
    for (let index = 0; index < 3; index += 1) {
      mounted[index]?.onError?.(fatal('SESSION_EXPIRED'));
      await settle();
    }
    expect(requested).toHaveLength(3);
    expect(container.textContent).toMatch(/unavailable/);
  });
});

// Checks on the contract --------------------------------------------------------------------------------

describe('checkout UI helpers and the contract', () => {
  it('every error code a sample names exists in the contract', () => {
    const quoted = (name: string, pattern: RegExp) => [...contractText(name).matchAll(pattern)].map((m) => m[1]);
    const codes = new Set(
      ['merchant', 'internal'].flatMap((name) => quoted(name, /"(?:errorCode|x-error-code)": "([A-Z][A-Z0-9_]*)"/g)),
    );
    const values = new Set(
      ['merchant', 'internal'].flatMap((name) => quoted(name, /"([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)"/g)),
    );
    const folder = join(examples, 'checkout-ui');
    const named = readdirSync(folder)
      .filter((file) => /\.tsx?$/.test(file))
      .flatMap((file) => [...readFileSync(join(folder, file), 'utf8').matchAll(/\b([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)\b/g)])
      .map((m) => m[1] ?? '');
    expect(named.filter((name) => !values.has(name))).toEqual([]);
    for (const code of ['SESSION_EXPIRED', 'SESSION_NOT_FOUND', 'CARD_DECLINED', 'DUPLICATE_MERCHANT_TRANSACTION_ID'])
      expect(codes.has(code), code).toBe(true);
  });

  it('appearanceProblems accepts the sample appearances and names the contract code of each refused value', () => {
    expect(appearanceProblems(brandAppearance)).toEqual([]);
    const problems = appearanceProblems({
      height: {button: 56},
      border: {buttonBorderRadius: '8pt'},
      palette: {primary: {main: 'teal'}},
      font: {fontSources: [{family: 'Inter', cssSrc: 'https://fonts.example/inter.css', weight: 950}]},
    });
    expect(problems.map(({errorCode}) => errorCode)).toEqual([
      'INVALID_BUTTON_HEIGHT',
      'INVALID_APPEARANCE',
      'INVALID_APPEARANCE',
      'INVALID_FONT_SOURCE',
      'INVALID_FONT_SOURCE',
    ]);
    const limits = merchant.components.schemas.AppearanceHeight?.properties?.button;
    expect(appearanceProblems({height: {button: limits?.minimum ?? 0}})).toEqual([]);
    expect(appearanceProblems({height: {button: (limits?.minimum ?? 0) - 1}})).toHaveLength(1);
  });

  it('appearanceFrom builds a valid appearance and throws on a value the service refuses', () => {
    expect(appearanceFrom({primaryColour: '#1a5fb4', buttonHeight: 44, buttonRadius: '6px'})).toMatchObject({
      height: {button: 44},
    });
    expect(() => appearanceFrom({primaryColour: '#1a5fb4', buttonHeight: 60, buttonRadius: '6px'})).toThrow(
      /INVALID_BUTTON_HEIGHT/,
    );
  });

  it.each([
    ['es-MX', 'es'],
    ['ES_us', 'es'],
    [' es ', 'es'],
    ['en-GB', 'en'],
    ['fr', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('toPreferredLanguage(%j) is %s', (locale, language) => {
    expect(toPreferredLanguage(locale)).toBe(language);
  });

  it('languageSettings hides the selector only when the profile chose the language', () => {
    expect(languageSettings('es-US', 'en-US')).toEqual({
      preferredLanguage: 'es',
      hideApplicationLanguageSelector: true,
    });
    expect(languageSettings(undefined, 'es-419')).toEqual({
      preferredLanguage: 'es',
      hideApplicationLanguageSelector: false,
    });
  });

  it('classifyStatus settles exactly the final statuses and those waiting for a capture', () => {
    const statuses = merchant.components.schemas.PaymentStatus?.enum ?? [];
    const settled = statuses.filter((status) => classifyStatus(status) === 'settled');
    expect(settled.sort()).toEqual(
      ['AUTHORIZED', 'CANCEL_FAILED', 'CANCELED', 'COMPLETED', 'FAILED', 'PAYMENT_METHOD_FAILED'].sort(),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(classifyStatus('ON_HOLD')).toBe('in-progress');
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('setupInProgress reads both spellings of a started setup as in progress', () => {
    expect(setupInProgress('INITIALIZED')).toBe(true);
    expect(setupInProgress('INITIATED')).toBe(true);
    expect(setupInProgress('COMPLETED')).toBe(false);
    expect(setupInProgress('FAILED')).toBe(false);
  });

  it('readMetadata prefers metadata and falls back to metaData', () => {
    // The deprecated spelling is what this helper exists to read.
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    expect(readMetadata({metadata: {a: '1'}, metaData: {a: '2'}})).toEqual({a: '1'});
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    expect(readMetadata({metaData: {a: '2'}})).toEqual({a: '2'});
    expect(readMetadata({})).toEqual({});
  });

  it('fieldFor places field codes by their field and anything else at the top', () => {
    expect(fieldFor('INVALID_ROUTING_NUMBER')).toBe('routingNumber');
    expect(fieldFor('BANK_NOT_FOUND')).toBe('routingNumber');
    expect(fieldFor('INVALID_HEADER')).toBe('form');
  });
});
