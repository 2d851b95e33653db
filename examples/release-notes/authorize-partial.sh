# X-Upstream-Env is sent only when UPSTREAM_ENV is set, that is, outside production.
curl --request POST "$CHECKOUT_API_URL/payments" \
  --header "Authorization: Bearer $ACCESS_TOKEN" \
  --header "X-Merchant-Id: $MERCHANT_ID" \
  ${UPSTREAM_ENV:+--header "X-Upstream-Env: $UPSTREAM_ENV"} \
  --header "X-source: pharmacy-web" \
  --header "Content-Type: application/json" \
  --data @partial.json
