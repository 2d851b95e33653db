curl --request POST "$CHECKOUT_API_URL/refunds" \
  --header "Authorization: Bearer $ACCESS_TOKEN" \
  --header "X-Merchant-Id: $MERCHANT_ID" \
  --header "X-Upstream-Env: stage" \
  --header "X-source: refund-recovery" \
  --header "Content-Type: application/json" \
  --data @refund-retry.json
