curl --request POST "$CHECKOUT_INTERNAL_API_URL/checkout-sessions/$SESSION_ID/child-sessions" \
  --header "Authorization: Bearer $ACCESS_TOKEN" \
  --header "X-Merchant-Id: $MERCHANT_ID" \
  --header "X-Upstream-Env: stage" \
  --header "X-source: agent-desktop" \
  --header "Content-Type: application/json" \
  --data @text-to-pay.json
