<?php
// Your first payment: get a token, charge 25.00 USD to the saved test card, and wait until the payment is
// final. Set the variables of Getting Started, then run: php first-payment.php

// The contract's x-retry-policy: how long a call may take, how many times one request is sent, the waits
// in between, and the longest pause between two reads of a poll.
const CALL_TIMEOUT_SECONDS = 10;
const MAX_ATTEMPTS = 3;
const BACKOFF_SECONDS = [1, 2, 4];
const MAX_POLL_INTERVAL_SECONDS = 10;
// How long to wait for the payment in one go; past it, a webhook or a later read tells the outcome.
const LONGEST_WAIT_SECONDS = 180;
// The terminal states of PaymentStatus in the contract's x-lifecycle: nothing more happens to the payment.
const FINAL_STATUSES = ['COMPLETED', 'CANCELED', 'FAILED', 'PAYMENT_METHOD_FAILED'];
// The saved test Visa that every non-production wallet holds: the contract's x-test-data.
const TEST_PAYMENT_METHOD_ID = '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9';

function fail(string $message): never
{
    fwrite(STDERR, $message . PHP_EOL);
    exit(1);
}

function setting(string $name): string
{
    $value = getenv($name);
    if ($value === false || $value === '') {
        fail("Set $name; Getting Started lists its value");
    }
    return $value;
}

/**
 * Sends one request with the call timeout: [status, Retry-After, body], or null when no answer came (a
 * timeout, a lost connection, or a gateway's 502, 503 or 504).
 */
function send(string $method, string $url, array $headers, ?string $body, array $options = []): ?array
{
    $retryAfter = '';
    $handle = curl_init($url);
    curl_setopt_array($handle, $options + [
        CURLOPT_CUSTOMREQUEST => $method,
        CURLOPT_HTTPHEADER => $headers,
        CURLOPT_RETURNTRANSFER => true,
        CURLOPT_TIMEOUT => CALL_TIMEOUT_SECONDS,
        CURLOPT_HEADERFUNCTION => function ($handle, string $line) use (&$retryAfter): int {
            if (preg_match('/^Retry-After:\s*(\d+)/i', $line, $match)) {
                $retryAfter = $match[1];
            }
            return strlen($line);
        },
    ]);
    if ($body !== null) {
        curl_setopt($handle, CURLOPT_POSTFIELDS, $body);
    }
    $answer = curl_exec($handle);
    $status = curl_getinfo($handle, CURLINFO_RESPONSE_CODE);
    curl_close($handle);
    if ($answer === false || in_array($status, [502, 503, 504], true)) {
        return null;
    }
    return [$status, $retryAfter, $answer];
}

$apiUrl = setting('CHECKOUT_API_URL');
$upstreamEnv = getenv('UPSTREAM_ENV') ?: '';

// A token from the client-credentials grant; outside production, scopes carry the nonprod- prefix.
$scope = $upstreamEnv === '' ? 'merchant' : 'nonprod-merchant';
$token = send('POST', setting('CHECKOUT_TOKEN_URL'), [],
    http_build_query(['grant_type' => 'client_credentials', 'scope' => $scope]),
    [CURLOPT_USERPWD => setting('CLIENT_ID') . ':' . setting('CLIENT_SECRET')]);
if ($token === null || $token[0] !== 200) {
    fail('The token request answered ' . ($token[0] ?? 'nothing'));
}
$headers = [
    'Authorization: Bearer ' . json_decode($token[2])->access_token,
    'X-Merchant-Id: ' . setting('MERCHANT_ID'),
    'X-source: first-payment',
];
if ($upstreamEnv !== '') {
    $headers[] = "X-Upstream-Env: $upstreamEnv";
}

function call(string $method, string $path, ?array $body = null): ?array
{
    global $apiUrl, $headers;
    return $body === null
        ? send($method, $apiUrl . $path, $headers, null)
        : send($method, $apiUrl . $path, [...$headers, 'Content-Type: application/json'], json_encode($body));
}

/** The wait before resend or re-read number $attempt (0 first): the policy's steps, then doubling. */
function backoff(int $attempt): int
{
    $steps = count(BACKOFF_SECONDS);
    return $attempt < $steps ? BACKOFF_SECONDS[$attempt] : BACKOFF_SECONDS[$steps - 1] << ($attempt - $steps + 1);
}

/** After a 429: its Retry-After seconds when they are longer than the backoff. */
function retryAfter(array $answer, int $attempt): int
{
    return max((int) $answer[1], backoff($attempt));
}

/** The id of the payment sent with this merchantTransactionId, or null when none reached the service. */
function lookUp(string $merchantTransactionId): ?string
{
    $answer = call('GET', '/payments?merchantTransactionId=' . urlencode($merchantTransactionId));
    if ($answer === null || !in_array($answer[0], [200, 202], true)) {
        fail("No answer to the lookup: look $merchantTransactionId up again later");
    }
    return json_decode($answer[2])->data[0]->id ?? null;
}

/** POST /payments, recovered as its x-idempotency says: a lost answer is looked up before it is resent. */
function createPayment(array $request): string
{
    $pause = 0;
    for ($attempt = 0; $attempt < MAX_ATTEMPTS; $attempt++) {
        sleep($pause);
        $pause = backoff($attempt);
        $answer = call('POST', '/payments', $request);
        if ($answer === null) {
            $found = lookUp($request['merchantTransactionId']);
            if ($found !== null) {
                return $found;
            }
            continue; // It never arrived: the same body, with the same merchantTransactionId, goes again.
        }
        [$status, , $body] = $answer;
        if ($status === 202) {
            return json_decode($body)->data->id;
        }
        if ($status === 429) {
            $pause = retryAfter($answer, $attempt);
            continue;
        }
        $errorCode = $status === 400 ? json_decode($body)->error->errorCode ?? null : null;
        if ($errorCode === 'DUPLICATE_MERCHANT_TRANSACTION_ID') {
            $found = lookUp($request['merchantTransactionId']); // An earlier send arrived after all.
            if ($found !== null) {
                return $found;
            }
        }
        // 406 declined, 500 failed (never resent), any other 400 refused: the answer says why.
        fail("POST /payments answered $status: $body");
    }
    fail('No answer after ' . MAX_ATTEMPTS . " sends: look {$request['merchantTransactionId']} up later");
}

/** Reads the payment until its status is final, the pauses growing up to the longest poll interval. */
function waitUntilFinal(string $paymentId): object
{
    $giveUpAt = hrtime(true) / 1e9 + LONGEST_WAIT_SECONDS;
    $unanswered = 0;
    for ($read = 0; ; $read++) {
        $answer = call('GET', '/payments/' . urlencode($paymentId));
        $pause = min(backoff($read), MAX_POLL_INTERVAL_SECONDS);
        if ($answer === null || $answer[0] >= 500 || $answer[0] === 429) {
            if (++$unanswered === MAX_ATTEMPTS) {
                fail("Payment $paymentId: no answer to " . MAX_ATTEMPTS . ' reads in a row');
            }
            if ($answer !== null && $answer[0] === 429) {
                $pause = retryAfter($answer, $read);
            }
        } elseif (in_array($answer[0], [200, 202], true)) {
            $unanswered = 0;
            $payment = json_decode($answer[2])->data;
            if (in_array($payment->status, FINAL_STATUSES, true)) {
                return $payment;
            }
        } else {
            fail("GET /payments/$paymentId answered {$answer[0]}: {$answer[2]}");
        }
        if (hrtime(true) / 1e9 + $pause > $giveUpAt) {
            fail("Payment $paymentId is not final yet: a webhook or a later read tells the outcome");
        }
        sleep($pause);
    }
}

$paymentId = createPayment([
    'amount' => 2500,
    'paymentMethodId' => TEST_PAYMENT_METHOD_ID,
    // Chosen once, before the first send, so that every resend carries the same one.
    'merchantTransactionId' => 'first-payment-' . bin2hex(random_bytes(16)),
    'paymentDescription' => 'First payment',
]);
$payment = waitUntilFinal($paymentId);
echo "Payment {$payment->id} is final: {$payment->status}" . PHP_EOL;
