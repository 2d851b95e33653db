curl --request GET "$CHECKOUT_INTERNAL_API_URL/api-ccg/customers/banks/routing/110000000" \
  --header "Authorization: Bearer $CHECKOUT_TOKEN" \
  --header "X-Merchant-Id: $MERCHANT_ID" \
  --header "X-Checkout-Id: $CHECKOUT_ID" \
  --header "X-Upstream-Env: stage"
