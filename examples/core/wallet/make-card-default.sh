curl --request PATCH "$CHECKOUT_API_URL/payment-methods/5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9" \
  --header "Authorization: Bearer $ACCESS_TOKEN" \
  --header "X-Merchant-Id: $MERCHANT_ID" \
  --header "X-Upstream-Env: stage" \
  --header "X-source: account-service" \
  --header "Content-Type: application/json" \
  --data '{"isDefault": true}'
