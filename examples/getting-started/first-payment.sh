#!/usr/bin/env bash
# Your first payment: get a token, charge 25.00 USD to the saved test card, and wait until the payment is
# final. Needs curl and jq. Set the variables of Getting Started, then run: bash first-payment.sh
set -euo pipefail

# The contract's x-retry-policy: how long a call may take, how many times one request is sent, the waits
# in between, and the longest pause between two reads of a poll.
CALL_TIMEOUT_SECONDS=10
MAX_ATTEMPTS=3
BACKOFF_SECONDS=(1 2 4)
MAX_POLL_INTERVAL_SECONDS=10
# How long to wait for the payment in one go; past it, a webhook or a later read tells the outcome.
LONGEST_WAIT_SECONDS=180
# The terminal states of PaymentStatus in the contract's x-lifecycle: nothing more happens to the payment.
FINAL_STATUSES=(COMPLETED CANCELED FAILED PAYMENT_METHOD_FAILED)
# The saved test Visa that every non-production wallet holds: the contract's x-test-data.
TEST_PAYMENT_METHOD_ID=5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9

fail() { echo "$1" >&2; exit 1; }
for name in CHECKOUT_API_URL CHECKOUT_TOKEN_URL CLIENT_ID CLIENT_SECRET MERCHANT_ID; do
  [ -n "${!name:-}" ] || fail "Set $name; Getting Started lists its value"
done

# A token from the client-credentials grant; outside production, scopes carry the nonprod- prefix.
scope=merchant
headers=(--header "X-Merchant-Id: $MERCHANT_ID" --header "X-source: first-payment")
if [ -n "${UPSTREAM_ENV:-}" ]; then
  scope=nonprod-merchant
  headers+=(--header "X-Upstream-Env: $UPSTREAM_ENV")
fi
token=$(curl --silent --fail --max-time "$CALL_TIMEOUT_SECONDS" --request POST "$CHECKOUT_TOKEN_URL" \
  --user "$CLIENT_ID:$CLIENT_SECRET" \
  --data-urlencode "grant_type=client_credentials" \
  --data-urlencode "scope=$scope") || fail "The token request got no token"
headers+=(--header "Authorization: Bearer $(jq --raw-output .access_token <<<"$token")")

# call METHOD PATH [BODY]: sets status, retry_after and answer; status is "none" when no answer came (a
# timeout, a lost connection, or a gateway's 502, 503 or 504).
call() {
  local file written
  file=$(mktemp)
  local arguments=(--silent --max-time "$CALL_TIMEOUT_SECONDS" --request "$1" "$CHECKOUT_API_URL$2" "${headers[@]}"
    --output "$file" --write-out '%{http_code} %header{retry-after}')
  [ $# -lt 3 ] || arguments+=(--header "Content-Type: application/json" --data "$3")
  written=$(curl "${arguments[@]}") || written=none
  answer=$(cat "$file")
  rm -f "$file"
  read -r status retry_after <<<"$written"
  case "$status" in 502 | 503 | 504) status=none ;; esac
}

# The wait before resend or re-read number $1 (0 first): the policy's steps, then doubling.
backoff() {
  local steps=${#BACKOFF_SECONDS[@]}
  if [ "$1" -lt "$steps" ]; then
    echo "${BACKOFF_SECONDS[$1]}"
  else
    echo $((BACKOFF_SECONDS[steps - 1] << ($1 - steps + 1)))
  fi
}

# After a 429: its Retry-After seconds when they are longer than the backoff of attempt $1.
retry_pause() {
  local waited
  waited=$(backoff "$1")
  if [[ "${retry_after:-}" =~ ^[0-9]+$ ]] && [ "$retry_after" -gt "$waited" ]; then
    echo "$retry_after"
  else
    echo "$waited"
  fi
}

# Sets payment_id to the payment sent with merchantTransactionId $1, or to "" when none reached the service.
look_up() {
  call GET "/payments?merchantTransactionId=$1"
  if [[ "$status" != 200 && "$status" != 202 ]]; then
    fail "No answer to the lookup: look $1 up again later"
  fi
  payment_id=$(jq --raw-output '.data[0].id // ""' <<<"$answer")
}

# Chosen once, before the first send, so that every resend carries the same one.
merchant_transaction_id="first-payment-$(od -An -N16 -tx1 /dev/urandom | tr -d ' \n')"
request=$(jq --null-input --compact-output --arg method "$TEST_PAYMENT_METHOD_ID" --arg id "$merchant_transaction_id" \
  '{amount: 2500, paymentMethodId: $method, merchantTransactionId: $id, paymentDescription: "First payment"}')

# POST /payments, recovered as its x-idempotency says: a lost answer is looked up before it is resent.
payment_id=""
pause=0
for ((attempt = 0; attempt < MAX_ATTEMPTS; attempt++)); do
  sleep "$pause"
  pause=$(backoff "$attempt")
  call POST /payments "$request"
  if [ "$status" = none ]; then
    look_up "$merchant_transaction_id"
    [ -z "$payment_id" ] || break
    continue # It never arrived: the same body, with the same merchantTransactionId, goes again.
  fi
  if [ "$status" = 202 ]; then
    payment_id=$(jq --raw-output .data.id <<<"$answer")
    break
  fi
  if [ "$status" = 429 ]; then
    pause=$(retry_pause "$attempt")
    continue
  fi
  if [ "$status" = 400 ] && jq --exit-status '.error.errorCode == "DUPLICATE_MERCHANT_TRANSACTION_ID"' \
    <<<"$answer" >/dev/null; then
    look_up "$merchant_transaction_id" # An earlier send arrived after all.
    [ -z "$payment_id" ] || break
  fi
  # 406 declined, 500 failed (never resent), any other 400 refused: the answer says why.
  fail "POST /payments answered $status: $answer"
done
[ -n "$payment_id" ] || fail "No answer after $MAX_ATTEMPTS sends: look $merchant_transaction_id up later"

# Reads the payment until its status is final, the pauses growing up to the longest poll interval.
give_up_at=$((SECONDS + LONGEST_WAIT_SECONDS))
unanswered=0
for ((poll = 0; ; poll++)); do
  call GET "/payments/$payment_id"
  pause=$(backoff "$poll")
  pause=$((pause < MAX_POLL_INTERVAL_SECONDS ? pause : MAX_POLL_INTERVAL_SECONDS))
  if [[ "$status" == none || "$status" == 5* || "$status" == 429 ]]; then
    unanswered=$((unanswered + 1))
    if [ "$unanswered" -eq "$MAX_ATTEMPTS" ]; then
      fail "Payment $payment_id: no answer to $MAX_ATTEMPTS reads in a row"
    fi
    [ "$status" != 429 ] || pause=$(retry_pause "$poll")
  elif [[ "$status" == 200 || "$status" == 202 ]]; then
    unanswered=0
    payment_status=$(jq --raw-output .data.status <<<"$answer")
    if [[ " ${FINAL_STATUSES[*]} " == *" $payment_status "* ]]; then
      echo "Payment $payment_id is final: $payment_status"
      exit 0
    fi
  else
    fail "GET /payments/$payment_id answered $status: $answer"
  fi
  if [ $((SECONDS + pause)) -gt "$give_up_at" ]; then
    fail "Payment $payment_id is not final yet: a webhook or a later read tells the outcome"
  fi
  sleep "$pause"
done
