curl --request POST "$CHECKOUT_API_URL/payment-methods/search" \
  --header "Authorization: Bearer $ACCESS_TOKEN" \
  --header "X-Merchant-Id: $MERCHANT_ID" \
  --header "X-Upstream-Env: stage" \
  --header "X-source: wallet-tools" \
  --header "Content-Type: application/json" \
  --data @search.json
