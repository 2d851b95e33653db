curl --request POST "$CHECKOUT_API_URL/token/setup-payment-methods" \
  --header "Authorization: Bearer $PCI_ACCESS_TOKEN" \
  --header "X-Merchant-Id: $MERCHANT_ID" \
  --header "X-Upstream-Env: stage" \
  --header "X-source: wallet-forms" \
  --header "Content-Type: application/json" \
  --data '{"customer":{"email":"maria.lopez@example.com"},"paymentMethod":{"type":"BANK_ACCOUNT","routingNumber":"11000000","accountNumber":"000123456789","accountType":"checking","nameOnAccount":"Maria Lopez"}}'
