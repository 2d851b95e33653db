curl --request GET "$CHECKOUT_API_URL/payments?merchantTransactionId=order-100238-attempt-1" \
  --header "Authorization: Bearer $ACCESS_TOKEN" \
  --header "X-Merchant-Id: $MERCHANT_ID" \
  --header "X-Upstream-Env: stage" \
  --header "X-source: finance-reconciliation"
