curl --request GET "$SIMULATOR_URL/_sandbox/events"
