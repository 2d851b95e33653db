# In a clone of the documentation repository, after npm ci. Stop it with Ctrl+C.
npm run simulator -- --port 4010
