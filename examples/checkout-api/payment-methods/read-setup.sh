curl --request GET "$CHECKOUT_API_URL/token/setup-payment-methods/$SETUP_ID" \
  --header "Authorization: Bearer $PCI_ACCESS_TOKEN" \
  --header "X-Merchant-Id: $MERCHANT_ID" \
  --header "X-Upstream-Env: stage" \
  --header "X-source: wallet-sync"
