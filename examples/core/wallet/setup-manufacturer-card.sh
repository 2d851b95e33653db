curl --request POST "$CHECKOUT_API_URL/token/setup-payment-methods" \
  --header "Authorization: Bearer $ACCESS_TOKEN" \
  --header "X-Merchant-Id: $MERCHANT_ID" \
  --header "X-Upstream-Env: stage" \
  --header "X-source: agent-desktop" \
  --header "Content-Type: application/json" \
  --data @manufacturer-card.json
