curl --request POST "$SIMULATOR_URL/_sandbox/reset"
