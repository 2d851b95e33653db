/**
 * The samples of the add-on services (webhooks, reports), testing and troubleshooting pages: the webhook
 * signature check on the test vector the Configuration page shows, the webhook endpoint on a local port,
 * the report checks on the sample rows the report pages show, and the load-test script against the
 * contract's mock with a single journey.
 */
import {createHash} from 'node:crypto';
import {mkdtemp, rm, writeFile} from 'node:fs/promises';
import {readFileSync} from 'node:fs';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import type {components} from '../../examples/openapi/merchant';
import {payoutsThatDoNotAddUp, type PayoutLine} from '../../examples/add-ons/reports/check-payouts';
import {exceptions, type CombinedRow} from '../../examples/add-ons/reports/exceptions';
import {expectedFee, feesThatDoNotMatch, type FeeRow} from '../../examples/add-ons/reports/fees';
import {verifyDelivery} from '../../examples/add-ons/reports/verify-delivery';
import {shortfallTask} from '../../examples/add-ons/webhooks/partial-authorization';
import {webhookPath, webhookSecrets, webhookServer} from '../../examples/add-ons/webhooks/server';
import {signatureTestVector as vector} from '../../examples/add-ons/webhooks/test-vector';
import {rehearseRotation} from '../../examples/add-ons/webhooks/rehearse-rotation';
import {SignatureError, signature, verifySignature} from '../../examples/add-ons/webhooks/verify-signature';
import {checkoutConfig} from '../../examples/shared/config';
import {
  journeyIntervalMs,
  percentile,
  runLoadTest,
  shouldStop,
  summary,
  type Sample,
} from '../../examples/testing/load-test';
import {
  scriptedConfig as config,
  scriptFetch,
  type ScriptedCall,
  useContractMock,
  useScriptedClock,
} from '../support/samples';
import {repoRoot} from '../../harness/paths';

const docs = join(repoRoot, 'docs/developers');
const page = (path: string): string => readFileSync(join(docs, path), 'utf8');

/** The body of the fenced block of `lang` whose title starts with `title` on a page. */
function blockBody(path: string, lang: string, title: string): string {
  const text = page(path);
  const start = text.indexOf(`\`\`\`${lang} title="${title}`);
  if (start < 0) throw new Error(`${path} has no ${lang} block titled ${title}`);
  const bodyStart = text.indexOf('\n', start) + 1;
  return text.slice(bodyStart, text.indexOf('\n```', bodyStart));
}

/** The rows of a CSV block whose fields are all quoted, as objects keyed by the header. */
function csvRows(path: string, title: string): Record<string, string>[] {
  const fields = (line: string) =>
    [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((match) => (match[1] ?? '').replaceAll('""', '"'));
  const [header = '', ...lines] = blockBody(path, 'csv', title).split('\n');
  const names = fields(header);
  return lines.map((line) => {
    const values = fields(line);
    return Object.fromEntries(names.map((name, index) => [name, values[index] ?? '']));
  });
}

const reports = 'Add-on-services/Reports';

describe('webhook signature verification', () => {
  const body = Buffer.from(vector.body, 'utf8');
  const at = vector.timestamp * 1000;
  const v1 = (secret: string, timestamp: number = vector.timestamp, raw: Buffer = body) =>
    signature(secret, timestamp, raw).toString('hex');

  it('the Configuration page shows the test vector this test reads, and the verifier', () => {
    const configuration = page('Add-on-services/Webhooks/Configuration.mdx');
    expect(configuration).toMatch(/^```ts file=examples\/add-ons\/webhooks\/test-vector.ts\n\n?```$/m);
    expect(configuration).toMatch(/^```ts file=examples\/add-ons\/webhooks\/verify-signature.ts\n\n?```$/m);
  });

  it('signs the test vector to the published v1 value', () => {
    expect(`t=${vector.timestamp},v1=${v1(vector.secret)}`).toBe(vector.header);
  });

  it('accepts the test vector', () => {
    expect(() => {
      verifySignature(body, vector.header, [vector.secret], at);
    }).not.toThrow();
  });

  it('accepts it up to 5 minutes either side of the timestamp', () => {
    for (const nowMs of [at - 300_000, at + 300_000]) {
      expect(() => {
        verifySignature(body, vector.header, [vector.secret], nowMs);
      }).not.toThrow();
    }
  });

  it('refuses a changed body', () => {
    const changed = Buffer.from(vector.body.replace('PAYMENT_FAILED', 'PAYMENT_COMPLETED'), 'utf8');
    expect(() => {
      verifySignature(changed, vector.header, [vector.secret], at);
    }).toThrow(new SignatureError('No signature matches'));
  });

  it('refuses a wrong secret', () => {
    expect(() => {
      verifySignature(body, vector.header, ['ccwh_0000000000000000000000000000000'], at);
    }).toThrow(SignatureError);
  });

  it('refuses a timestamp more than 5 minutes old, or ahead', () => {
    for (const nowMs of [at + 301_000, at - 301_000]) {
      expect(() => {
        verifySignature(body, vector.header, [vector.secret], nowMs);
      }).toThrow(/more than 5 minutes/);
    }
  });

  it('refuses a missing or malformed header', () => {
    expect(() => {
      verifySignature(body, undefined, [vector.secret], at);
    }).toThrow(/missing/);
    expect(() => {
      verifySignature(body, `v1=${v1(vector.secret)}`, [vector.secret], at);
    }).toThrow(/malformed/);
    expect(() => {
      verifySignature(body, `t=${vector.timestamp},v1=abc`, [vector.secret], at);
    }).toThrow(/malformed/);
  });

  describe('during a secret rotation, with two v1 values', () => {
    const previous = vector.secret;
    const next = 'ccwh_9a8b7c6d5e4f30211203f4e5d6c7b8a9';
    const header = `t=${vector.timestamp},v1=${v1(previous)},v1=${v1(next)}`;

    it.each([
      ['only the new secret', [next]],
      ['only the previous secret', [previous]],
      ['both secrets', [next, previous]],
    ])('accepts a server holding %s', (_, secrets) => {
      expect(() => {
        verifySignature(body, header, secrets, at);
      }).not.toThrow();
    });

    it('refuses a server holding neither', () => {
      expect(() => {
        verifySignature(body, header, ['ccwh_0000000000000000000000000000000'], at);
      }).toThrow(SignatureError);
    });

    it('refuses a changed body whichever secret signed it', () => {
      expect(() => {
        verifySignature(Buffer.from(`${vector.body} `), header, [next, previous], at);
      }).toThrow(SignatureError);
    });
  });
});

describe('webhook endpoint', () => {
  const secret = 'ccwh_1b2c3d4e5f60718293a4b5c6d7e8f901';
  const rawEvent = blockBody('Add-on-services/Webhooks/Configuration.mdx', 'json', 'Request body: REFUND_FAILED');

  async function withServer(
    enqueue: (raw: string) => Promise<void>,
    check: (url: string) => Promise<void>,
  ): Promise<void> {
    const server = webhookServer([secret], enqueue);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      await check(`http://127.0.0.1:${(server.address() as AddressInfo).port}${webhookPath}`);
    } finally {
      await new Promise<void>((resolve) =>
        server.close(() => {
          resolve();
        }),
      );
    }
  }
  const signed = (raw: string) => {
    const timestamp = Math.floor(Date.now() / 1000);
    return `t=${timestamp},v1=${signature(secret, timestamp, Buffer.from(raw)).toString('hex')}`;
  };

  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('rehearseRotation: a delivery signed with the old and the new secret is accepted whichever one the endpoint holds', async () => {
    const next = 'ccwh_9a8b7c6d5e4f30211203a4b5c6d7e8f9';
    const stranger = 'ccwh_0000000000000000000000000000000';
    await withServer(
      () => Promise.resolve(),
      async (url) => {
        expect(await rehearseRotation(url, [secret, next], rawEvent)).toBe(200);
        expect(await rehearseRotation(url, [next, secret], rawEvent)).toBe(200);
        expect(await rehearseRotation(url, [stranger, next], rawEvent)).toBe(400);
      },
    );
  });

  it('stores a signed delivery as received and answers 200', async () => {
    const stored: string[] = [];
    await withServer(
      (raw) => {
        stored.push(raw);
        return Promise.resolve();
      },
      async (url) => {
        const response = await fetch(url, {method: 'POST', headers: {'x-signature': signed(rawEvent)}, body: rawEvent});
        expect(response.status).toBe(200);
      },
    );
    expect(stored).toEqual([rawEvent]);
  });

  it('answers 400 to a changed body and stores nothing', async () => {
    const stored: string[] = [];
    await withServer(
      (raw) => {
        stored.push(raw);
        return Promise.resolve();
      },
      async (url) => {
        const header = signed(rawEvent);
        const response = await fetch(url, {method: 'POST', headers: {'x-signature': header}, body: `${rawEvent}\n`});
        expect(response.status).toBe(400);
        const unsigned = await fetch(url, {method: 'POST', body: rawEvent});
        expect(unsigned.status).toBe(400);
      },
    );
    expect(stored).toEqual([]);
  });

  it('answers 503 when the event cannot be stored, and 404 elsewhere', async () => {
    await withServer(
      () => Promise.reject(new Error('queue down')),
      async (url) => {
        const response = await fetch(url, {method: 'POST', headers: {'x-signature': signed(rawEvent)}, body: rawEvent});
        expect(response.status).toBe(503);
        expect((await fetch(url)).status).toBe(404);
      },
    );
  });

  it('webhookSecrets reads the current secret and, during a rotation, the previous one', () => {
    vi.stubEnv('CHECKOUT_WEBHOOK_SECRET', 'ccwh_new');
    vi.stubEnv('CHECKOUT_WEBHOOK_SECRET_PREVIOUS', '');
    expect(webhookSecrets()).toEqual(['ccwh_new']);
    vi.stubEnv('CHECKOUT_WEBHOOK_SECRET_PREVIOUS', 'ccwh_old');
    expect(webhookSecrets()).toEqual(['ccwh_new', 'ccwh_old']);
  });
});

describe('partial authorization shortfall', () => {
  it('turns the event the page shows into its task', () => {
    const event = JSON.parse(
      blockBody(
        'Add-on-services/Webhooks/Partial Authorization.mdx',
        'json',
        'Request body: PAYMENT_PARTIALLY_AUTHORIZED',
      ),
    ) as {createdAt: string; data: {object: components['schemas']['Payment']}};
    const task = shortfallTask(event.data.object, event.createdAt);
    expect(task).toMatchObject({
      approvedCents: 8000,
      shortfallCents: 4000,
      merchantTransactionId: 'order-100235-attempt-1',
    });
    expect(task.settleBy.toISOString()).toBe('2024-04-19T16:20:05.000Z');
  });

  it('refuses a payment without authorizedAmount', () => {
    expect(() =>
      shortfallTask({id: 'p', amount: 100, merchantTransactionId: 'm', status: 'AUTHORIZED'}, '2024-04-12T00:00:00Z'),
    ).toThrow(/no authorizedAmount/);
  });
});

describe('report checks', () => {
  const combinedRow = (row: Record<string, string>) => row as unknown as CombinedRow;

  it('exceptions finds, among the combined report rows the page shows, only the declined payment', () => {
    const rows = csvRows(`${reports}/Combined Report.mdx`, 'Combined report, 12 April 2024').map(combinedRow);
    expect(rows).toHaveLength(6);
    const found = exceptions(rows, new Date('2024-04-13T06:00:00Z'));
    expect(found.map(({row, reason}) => [row.merchantTransactionId, reason])).toEqual([
      ['order-100236-attempt-1', 'failed: CARD_DECLINED'],
    ]);
  });

  it('exceptions flags lapsing holds, old bank payments, failed refunds and open disputes', () => {
    const base = {merchantTransactionId: 'm', errorCode: '', paymentMethodType: 'CARD'} as const;
    const rows: CombinedRow[] = [
      {...base, recordType: 'PAYMENT', status: 'AUTHORIZED', statusChangedAt: '2024-04-06T00:00:00Z'},
      {...base, recordType: 'PAYMENT', status: 'CANCEL_FAILED', statusChangedAt: '2024-04-06T00:00:00Z'},
      {...base, recordType: 'PAYMENT', status: 'AUTHORIZED', statusChangedAt: '2024-04-10T00:00:00Z'},
      {...base, recordType: 'PAYMENT', status: 'PAYMENT_METHOD_FAILED', statusChangedAt: '2024-04-12T00:00:00Z'},
      {
        ...base,
        paymentMethodType: 'BANK_ACCOUNT',
        recordType: 'PAYMENT',
        status: 'ACCEPTED',
        statusChangedAt: '2024-04-04T00:00:00Z',
      },
      {...base, recordType: 'REFUND', status: 'FAILED', statusChangedAt: '2024-04-12T00:00:00Z'},
      {...base, recordType: 'DISPUTE', status: 'NEEDS_RESPONSE', statusChangedAt: '2024-04-12T00:00:00Z'},
      {...base, recordType: 'DISPUTE', status: 'WON', statusChangedAt: '2024-04-12T00:00:00Z'},
    ];
    expect(exceptions(rows, new Date('2024-04-12T12:00:00Z')).map(({reason}) => reason)).toEqual([
      'authorization lapses within 2 days: capture or cancel',
      'authorization lapses within 2 days: capture or cancel',
      'failed: no error code',
      'bank payment settling (ACCEPTED) for more than a week',
      'refund failed: no error code',
      'dispute needs evidence',
    ]);
  });

  const feeRow = (row: Record<string, string>): FeeRow => ({
    feeId: row.feeId ?? '',
    feeType: (row.feeType ?? '') as FeeRow['feeType'],
    transactionAmount: Number(row.transactionAmount),
    feeRateBps: Number(row.feeRateBps),
    feeFixedAmount: Number(row.feeFixedAmount),
    feeAmount: Number(row.feeAmount),
  });

  it.each([
    'Fee report, 12 April 2024"',
    'Fee report, 10 April 2024: a dispute fee',
    'Fee report, 16 April 2024: a bank account payment',
  ])('every fee row of "%s" matches the formula', (title) => {
    const rows = csvRows(`${reports}/Transaction-level-fee-report.mdx`, title.replace(/"$/, '')).map(feeRow);
    expect(rows.length).toBeGreaterThan(0);
    expect(feesThatDoNotMatch(rows)).toEqual([]);
  });

  it('expectedFee rounds half away from zero, and a wrong fee is reported', () => {
    const row: FeeRow = {
      feeId: 'fee-1',
      feeType: 'PROCESSING',
      transactionAmount: 6500,
      feeRateBps: 290,
      feeFixedAmount: 30,
      feeAmount: -218,
    };
    expect(expectedFee(row)).toBe(-219);
    expect(feesThatDoNotMatch([row, {...row, feeId: 'credit', feeAmount: 50}])).toEqual(['fee-1']);
  });

  const payoutLine = (row: Record<string, string>): PayoutLine => ({
    payoutId: row.payoutId ?? '',
    payoutAmount: Number(row.payoutAmount),
    netAmount: Number(row.netAmount),
    grossAmount: Number(row.grossAmount),
    feeAmount: Number(row.feeAmount),
  });

  it('the payout the merchant payout page shows adds up, and a changed line does not', () => {
    const lines = csvRows(`${reports}/Merchant-payout.mdx`, 'Payout po_1PtA9xExample3Kd').map(payoutLine);
    expect(lines).toHaveLength(5);
    expect(payoutsThatDoNotAddUp(lines)).toEqual([]);
    const [first, ...rest] = lines;
    if (first === undefined) throw new Error('no line');
    expect(payoutsThatDoNotAddUp([{...first, feeAmount: first.feeAmount - 1}, ...rest])).toEqual([first.payoutId]);
    expect(
      payoutsThatDoNotAddUp([{...first, netAmount: first.netAmount + 1, grossAmount: first.grossAmount + 1}, ...rest]),
    ).toEqual([first.payoutId]);
  });

  describe('verifyDelivery', () => {
    let folder = '';
    const name = 'CCG_TEST_ONCE_4f8e2a61-93c7-4d1b-a0f5-6b2d9c3e7a10_20240408_v1';
    const report = '"recordType","paymentId"\r\n"PAYMENT","3a9b7c5d-1e2f-4a6b-8c0d-9e7f5a3b1c2d"\r\n"REFUND",""\r\n';
    const control = (fileName: string, sha256: string, rowCount: string) =>
      `"fileName","reportType","rowCount","sha256"\r\n"${fileName}","TEST","${rowCount}","${sha256}"\r\n`;
    const sha = createHash('sha256').update(report).digest('hex');

    beforeEach(async () => {
      folder = await mkdtemp(join(tmpdir(), 'report-delivery-'));
      await writeFile(join(folder, `${name}.csv`), report);
    });
    afterEach(async () => {
      await rm(folder, {recursive: true, force: true});
    });

    it('accepts a report that matches its control file', async () => {
      await writeFile(join(folder, `${name}.ctl`), control(`${name}.csv`, sha, '2'));
      await expect(verifyDelivery(join(folder, `${name}.csv`), join(folder, `${name}.ctl`))).resolves.toBeUndefined();
    });

    it.each([
      ['another file name', control('CCG_OTHER.csv', sha, '2'), /Control file is for/],
      ['another checksum', control(`${name}.csv`, '0'.repeat(64), '2'), /Checksum mismatch/],
      ['another row count', control(`${name}.csv`, sha, '3'), /Expected 3 rows, found 2/],
      ['no file name', control('', sha, '2'), /Control file is for/],
    ])('refuses a control file with %s', async (_, text, error) => {
      await writeFile(join(folder, `${name}.ctl`), text);
      await expect(verifyDelivery(join(folder, `${name}.csv`), join(folder, `${name}.ctl`))).rejects.toThrow(error);
    });
  });
});

describe('load-test script', () => {
  const sample = (status: number, ms = 100): Sample => ({operation: 'GET /payments/{paymentId}', status, ms});

  it('paces 500 messages per hour as a journey about every 22 seconds', () => {
    expect(journeyIntervalMs({minutes: 40, messagesPerHour: 500})).toBe(21_600);
  });

  it('percentile and summary report nearest-rank times and status counts', () => {
    const times = Array.from({length: 100}, (_, index) => index + 1);
    expect([percentile(times, 50), percentile(times, 95), percentile(times, 99)]).toEqual([50, 95, 99]);
    expect(percentile([], 95)).toBe(0);
    expect(summary([sample(200, 10), sample(200, 30), sample(500, 20)])).toEqual([
      'GET /payments/{paymentId}  n=3  p50=20 ms  p95=30 ms  p99=30 ms  (200: 2, 500: 1)',
    ]);
  });

  it('stops on a 401 or 403, or above 1% of failures among the last requests', () => {
    const fine = Array.from({length: 150}, () => sample(200));
    expect(shouldStop(fine)).toBe(false);
    expect(shouldStop([...fine, sample(403)])).toBe(true);
    expect(shouldStop([...fine, sample(500)])).toBe(false);
    expect(shouldStop([...fine, sample(500), sample(0)])).toBe(true);
    expect(shouldStop([sample(500)])).toBe(false);
  });

  describe('against the mock', () => {
    useContractMock();

    it('runs one journey of a tiny plan, every call accepted', async () => {
      vi.spyOn(console, 'log').mockImplementation(() => undefined);
      const samples = await runLoadTest(checkoutConfig('samples-test'), {
        plan: [{minutes: 0.001, messagesPerHour: 500}],
        paymentMethodId: '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9',
      });
      vi.restoreAllMocks();
      const operations = samples.map(({operation}) => operation);
      expect(operations[0]).toBe('POST /sessions');
      expect(new Set(operations)).toEqual(new Set(['POST /sessions', 'POST /payments', 'GET /payments/{paymentId}']));
      // One journey, or two when the step's last timer fires a millisecond early (Node's timers may) on a
      // slow machine; each creates a session and a payment and polls it.
      const journeys = operations.filter((operation) => operation === 'POST /sessions').length;
      expect(journeys).toBeLessThanOrEqual(2);
      expect(operations.filter((operation) => operation === 'POST /payments')).toHaveLength(journeys);
      for (const {status} of samples) expect(status).toBeGreaterThanOrEqual(200);
      for (const {status} of samples) expect(status).toBeLessThan(300);
      // A journey waits a real second before each poll, and the mock answers slowly on a loaded machine:
      // the default 5 s ran out in a fresh-clone run at load average 15.
    }, 30_000);
  });

  describe('on scripted answers', () => {
    const payment = (status: string) => ({data: {id: 'p-1', amount: 4599, merchantTransactionId: 'load-1-p', status}});

    useScriptedClock();
    beforeEach(() => {
      vi.spyOn(console, 'log').mockImplementation(() => undefined);
    });
    afterEach(() => {
      vi.restoreAllMocks();
    });

    const run = async () => {
      const done = runLoadTest(config, {plan: [{minutes: 0.001, messagesPerHour: 500}], paymentMethodId: 'pm-1'});
      await vi.advanceTimersByTimeAsync(30_000);
      return done;
    };

    /** What the load test asked, as `METHOD /path` lines. */
    const asked = (calls: readonly ScriptedCall[]) => calls.map(({method, path}) => `${method} ${path}`);

    it('records a 500 on POST /payments and sends nothing more for that journey', async () => {
      const {calls} = scriptFetch(({url}) => (url.endsWith('/payments') ? {status: 500} : {status: 200, body: {}}));
      const samples = await run();
      expect(asked(calls)).toEqual(['POST /sessions', 'POST /payments']);
      expect(samples.map(({status}) => status)).toEqual([200, 500]);
    });

    it('reads a pending payment until it is at rest, then cancels the hold', async () => {
      let reads = 0;
      const {calls} = scriptFetch(({method, url}) => {
        if (url.endsWith('/sessions')) return {status: 200, body: {}};
        if (url.endsWith('/payments')) return {status: 202, body: payment('PENDING')};
        if (method === 'GET') {
          reads += 1;
          return reads < 3 ? {status: 202, body: payment('PENDING')} : {status: 200, body: payment('AUTHORIZED')};
        }
        return {status: 202, body: payment('CANCEL_INITIALIZED')};
      });
      await run();
      expect(asked(calls)).toEqual([
        'POST /sessions',
        'POST /payments',
        'GET /payments/p-1',
        'GET /payments/p-1',
        'GET /payments/p-1',
        'PATCH /payments/p-1/cancel',
      ]);
    });

    it('gives up reading after 20 reads and does not cancel a payment still in progress', async () => {
      const {calls} = scriptFetch(({url}) =>
        url.endsWith('/sessions') ? {status: 200, body: {}} : {status: 202, body: payment('PENDING')},
      );
      await run();
      expect(asked(calls).filter((call) => call.startsWith('GET'))).toHaveLength(20);
      expect(asked(calls).some((call) => call.startsWith('PATCH'))).toBe(false);
    });

    it('does not cancel a payment that failed', async () => {
      const {calls} = scriptFetch(({url}) => {
        if (url.endsWith('/sessions')) return {status: 200, body: {}};
        if (url.endsWith('/payments')) return {status: 202, body: payment('PENDING')};
        return {status: 200, body: payment('FAILED')};
      });
      await run();
      expect(asked(calls).at(-1)).toBe('GET /payments/p-1');
    });
  });
});
