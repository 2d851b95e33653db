curl --request POST "$CHECKOUT_API_URL/payments" \
  --header "Authorization: Bearer $ACCESS_TOKEN" \
  --header "X-Merchant-Id: $MERCHANT_ID" \
  --header "X-Upstream-Env: test" \
  --header "X-source: checkout-tests" \
  --header "Content-Type: application/json" \
  --data @decline-payment.json
