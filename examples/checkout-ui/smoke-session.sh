curl --request POST "$CHECKOUT_API_URL/sessions" \
  --header "Authorization: Bearer $ACCESS_TOKEN" \
  --header "X-Merchant-Id: $MERCHANT_ID" \
  --header "X-Upstream-Env: stage" \
  --header "X-source: release-smoke-test" \
  --header "Content-Type: application/json" \
  --data '{"config":{"modes":["PAYMENT"],"options":{"paymentMethodSaveMode":"DISABLE_SAVE"}},"payment":{"amount":100,"merchantTransactionId":"smoke-2024-04-05-001"}}'
