# The simulator started with --port 4010: the variables of Getting Started, pointed at this machine.
export SIMULATOR_URL="http://127.0.0.1:4010"
export CHECKOUT_API_URL="$SIMULATOR_URL/v1"
export CHECKOUT_INTERNAL_API_URL="$SIMULATOR_URL/checkout-api"
export CHECKOUT_TOKEN_URL="$SIMULATOR_URL/oauth2/token"
export UPSTREAM_ENV="test"
export MERCHANT_ID="4f8e2a61-93c7-4d1b-a0f5-6b2d9c3e7a10"
# The simulator takes any client id and secret that are not empty: never put real ones here.
export CLIENT_ID="simulator-client"
export CLIENT_SECRET="simulator-secret"
