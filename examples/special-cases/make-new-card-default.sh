curl --request PATCH "$CHECKOUT_API_URL/payment-methods/6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d" \
  --header "Authorization: Bearer $ACCESS_TOKEN" \
  --header "X-Merchant-Id: $MERCHANT_ID" \
  --header "X-Upstream-Env: stage" \
  --header "X-source: account-service" \
  --header "Content-Type: application/json" \
  --data '{"isDefault": true, "nickname": "Work Mastercard"}'
