curl --request POST "$CHECKOUT_API_URL/token/payments" \
  --header "Authorization: Bearer $PCI_ACCESS_TOKEN" \
  --header "X-Merchant-Id: $MERCHANT_ID" \
  --header "X-Upstream-Env: stage" \
  --header "X-source: pharmacy-backoffice" \
  --header "Content-Type: application/json" \
  --data @token-payment.json
