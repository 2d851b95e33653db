curl --request PATCH "$SIMULATOR_URL/v1/payments/$PAYMENT_ID/capture" \
  --header "Authorization: Bearer $ACCESS_TOKEN" \
  --header "X-Merchant-Id: $MERCHANT_ID" \
  --header "X-Upstream-Env: test" \
  --header "X-source: checkout-tests" \
  --header "Content-Type: application/json" \
  --data '{}'
