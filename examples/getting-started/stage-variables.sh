# The stage environment; production uses https://api.convenient-checkout.example/v1,
# https://auth.convenient-checkout.example/oauth2/token, no UPSTREAM_ENV and your production credentials.
export CHECKOUT_API_URL="https://api.nonprod.convenient-checkout.example/v1"
export CHECKOUT_INTERNAL_API_URL="https://checkout-api.nonprod.convenient-checkout.example"
export CHECKOUT_TOKEN_URL="https://auth.nonprod.convenient-checkout.example/oauth2/token"
export UPSTREAM_ENV="stage"
export MERCHANT_ID="4f8e2a61-93c7-4d1b-a0f5-6b2d9c3e7a10"
# From your secret store, never from the repository:
export CLIENT_ID="$(cat ~/.config/checkout/client-id)"
export CLIENT_SECRET="$(cat ~/.config/checkout/client-secret)"
