curl --request PATCH "$CHECKOUT_API_URL/payments/$PAYMENT_ID/cancel" \
  --header "Authorization: Bearer $ACCESS_TOKEN" \
  --header "X-Merchant-Id: $MERCHANT_ID" \
  --header "X-Upstream-Env: stage" \
  --header "X-source: order-service" \
  --header "Content-Type: application/json" \
  --data '{"paymentCancellationReason": "REQUESTED_BY_CUSTOMER", "paymentCancellationMessage": "Second attempt after CANCEL_FAILED."}'
