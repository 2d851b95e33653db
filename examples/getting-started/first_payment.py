"""Your first payment: get a token, charge 25.00 USD to the saved test card, and wait until the payment is
final. Set the variables of Getting Started, then run: python3 first_payment.py"""
import os
import secrets
import sys
import time
from urllib.parse import quote

import requests

# The contract's x-retry-policy: how long a call may take, how many times one request is sent, the waits
# in between, and the longest pause between two reads of a poll.
CALL_TIMEOUT_SECONDS = 10
MAX_ATTEMPTS = 3
BACKOFF_SECONDS = [1, 2, 4]
MAX_POLL_INTERVAL_SECONDS = 10
# How long to wait for the payment in one go; past it, a webhook or a later read tells the outcome.
LONGEST_WAIT_SECONDS = 180
# The terminal states of PaymentStatus in the contract's x-lifecycle: nothing more happens to the payment.
FINAL_STATUSES = {"COMPLETED", "CANCELED", "FAILED", "PAYMENT_METHOD_FAILED"}
# The saved test Visa that every non-production wallet holds: the contract's x-test-data.
TEST_PAYMENT_METHOD_ID = "5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9"


def setting(name):
    value = os.environ.get(name, "")
    if value == "":
        sys.exit(f"Set {name}; Getting Started lists its value")
    return value


API_URL = setting("CHECKOUT_API_URL")
UPSTREAM_ENV = os.environ.get("UPSTREAM_ENV", "")


def access_token():
    """A token from the client-credentials grant; outside production, scopes carry the nonprod- prefix."""
    scope = "nonprod-merchant" if UPSTREAM_ENV else "merchant"
    try:
        answer = requests.post(setting("CHECKOUT_TOKEN_URL"), auth=(setting("CLIENT_ID"), setting("CLIENT_SECRET")),
                               data={"grant_type": "client_credentials", "scope": scope}, timeout=CALL_TIMEOUT_SECONDS)
    except requests.RequestException:
        answer = None
    if answer is None or answer.status_code != 200:
        sys.exit("The token request got no token")
    return answer.json()["access_token"]


session = requests.Session()
session.headers["Authorization"] = f"Bearer {access_token()}"
session.headers["X-Merchant-Id"] = setting("MERCHANT_ID")
session.headers["X-source"] = "first-payment"
if UPSTREAM_ENV:
    session.headers["X-Upstream-Env"] = UPSTREAM_ENV


def call(method, path, body=None):
    """One call; None when no answer came: a timeout, a lost connection, or a gateway's 502, 503 or 504."""
    try:
        answer = session.request(method, API_URL + path, json=body, timeout=CALL_TIMEOUT_SECONDS)
    except requests.RequestException:
        return None
    return None if answer.status_code in (502, 503, 504) else answer


def backoff(attempt):
    """The wait before resend or re-read number `attempt` (0 first): the policy's steps, then doubling."""
    if attempt < len(BACKOFF_SECONDS):
        return BACKOFF_SECONDS[attempt]
    return BACKOFF_SECONDS[-1] * 2 ** (attempt - len(BACKOFF_SECONDS) + 1)


def retry_after(answer, attempt):
    """After a 429: its Retry-After seconds when they are longer than the backoff."""
    asked = answer.headers.get("Retry-After", "")
    return max(int(asked) if asked.isdigit() else 0, backoff(attempt))


def look_up(merchant_transaction_id):
    """The id of the payment sent with this merchantTransactionId, or None when none reached the service."""
    answer = call("GET", f"/payments?merchantTransactionId={quote(merchant_transaction_id)}")
    if answer is None or answer.status_code not in (200, 202):
        sys.exit(f"No answer to the lookup: look {merchant_transaction_id} up again later")
    payments = answer.json()["data"]
    return payments[0]["id"] if payments else None


def create_payment(request):
    """POST /payments, recovered as its x-idempotency says: a lost answer is looked up before it is resent."""
    pause = 0
    for attempt in range(MAX_ATTEMPTS):
        time.sleep(pause)
        pause = backoff(attempt)
        answer = call("POST", "/payments", request)
        if answer is None:
            found = look_up(request["merchantTransactionId"])
            if found:
                return found
            continue  # It never arrived: the same body, with the same merchantTransactionId, goes again.
        if answer.status_code == 202:
            return answer.json()["data"]["id"]
        if answer.status_code == 429:
            pause = retry_after(answer, attempt)
            continue
        error_code = answer.json().get("error", {}).get("errorCode") if answer.status_code == 400 else None
        if error_code == "DUPLICATE_MERCHANT_TRANSACTION_ID":
            found = look_up(request["merchantTransactionId"])  # An earlier send arrived after all.
            if found:
                return found
        # 406 declined, 500 failed (never resent), any other 400 refused: the answer says why.
        sys.exit(f"POST /payments answered {answer.status_code}: {answer.text}")
    sys.exit(f"No answer after {MAX_ATTEMPTS} sends: look {request['merchantTransactionId']} up later")


def wait_until_final(payment_id):
    """Reads the payment until its status is final, the pauses growing up to the longest poll interval."""
    give_up_at = time.monotonic() + LONGEST_WAIT_SECONDS
    unanswered = 0
    read = 0
    while True:
        answer = call("GET", f"/payments/{payment_id}")
        pause = min(backoff(read), MAX_POLL_INTERVAL_SECONDS)
        if answer is None or answer.status_code >= 500 or answer.status_code == 429:
            unanswered += 1
            if unanswered == MAX_ATTEMPTS:
                sys.exit(f"Payment {payment_id}: no answer to {MAX_ATTEMPTS} reads in a row")
            if answer is not None and answer.status_code == 429:
                pause = retry_after(answer, read)
        elif answer.status_code in (200, 202):
            unanswered = 0
            payment = answer.json()["data"]
            if payment["status"] in FINAL_STATUSES:
                return payment
        else:
            sys.exit(f"GET /payments/{payment_id} answered {answer.status_code}: {answer.text}")
        if time.monotonic() + pause > give_up_at:
            sys.exit(f"Payment {payment_id} is not final yet: a webhook or a later read tells the outcome")
        time.sleep(pause)
        read += 1


def main():
    payment = wait_until_final(create_payment({
        "amount": 2500,
        "paymentMethodId": TEST_PAYMENT_METHOD_ID,
        # Chosen once, before the first send, so that every resend carries the same one.
        "merchantTransactionId": f"first-payment-{secrets.token_hex(16)}",
        "paymentDescription": "First payment",
    }))
    print(f"Payment {payment['id']} is final: {payment['status']}")


if __name__ == "__main__":
    main()
