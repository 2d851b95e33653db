# X-Upstream-Env is sent only when UPSTREAM_ENV is set, that is, outside production.
curl --request PATCH "$CHECKOUT_API_URL/payment-methods/$PAYMENT_METHOD_ID" \
  --header "Authorization: Bearer $ACCESS_TOKEN" \
  --header "X-Merchant-Id: $MERCHANT_ID" \
  ${UPSTREAM_ENV:+--header "X-Upstream-Env: $UPSTREAM_ENV"} \
  --header "X-source: pharmacy-agent-desk" \
  --header "Content-Type: application/json" \
  --data @flag-manufacturer-card.json
