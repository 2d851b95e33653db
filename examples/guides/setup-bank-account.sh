curl --request POST "$CHECKOUT_API_URL/token/setup-payment-methods" \
  --header "Authorization: Bearer $PCI_ACCESS_TOKEN" \
  --header "X-Merchant-Id: $MERCHANT_ID" \
  --header "X-Upstream-Env: stage" \
  --header "X-source: wallet-service" \
  --header "Content-Type: application/json" \
  --data @bank-account-setup.json
