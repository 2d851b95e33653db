TEST_FILE=CCG_TEST_ONCE_4f8e2a61-93c7-4d1b-a0f5-6b2d9c3e7a10_20240408_v1
sftp -i ~/.ssh/ecg_nonprod -b - ccg-4f8e2a61@ecg.nonprod.convenient-checkout.example <<BATCH
cd /outbound/test
get ${TEST_FILE}.csv
get ${TEST_FILE}.ctl
BATCH

# The control file's sha256 column must match the file; send the same value to integration support.
sha256sum "${TEST_FILE}.csv"
grep --quiet "$(sha256sum "${TEST_FILE}.csv" | cut -d ' ' -f 1)" "${TEST_FILE}.ctl" && echo "Test file verified"
