curl --request POST "$CHECKOUT_API_URL/token/setup-payment-methods" \
  --header "Authorization: Bearer $PCI_ACCESS_TOKEN" \
  --header "X-Merchant-Id: $MERCHANT_ID" \
  --header "X-Upstream-Env: stage" \
  --header "X-source: card-vault" \
  --header "Content-Type: application/json" \
  --data @token-setup.json
