curl --request POST "$CHECKOUT_API_URL/payment-methods/search" \
  --header "Authorization: Bearer $ACCESS_TOKEN" \
  --header "X-Merchant-Id: $MERCHANT_ID" \
  --header "X-Upstream-Env: stage" \
  --header "X-source: account-service" \
  --header "Content-Type: application/json" \
  --data '{"customer": {"email": "maria.lopez@example.com", "enterpriseId": "ENT-0048213"}, "includeExpired": true}'
