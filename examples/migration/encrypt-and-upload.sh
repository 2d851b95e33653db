BATCH=CCGMIG_4f8e2a61-93c7-4d1b-a0f5-6b2d9c3e7a10_TRIAL1
for FILE in CUSTOMERS PAYMENT_METHODS EXCLUSIONS; do
  # The checksum goes into the control file before encryption.
  sha256sum "${BATCH}_${FILE}.csv"
  gpg --encrypt --recipient migrations@convenient-checkout.example --output "${BATCH}_${FILE}.csv.pgp" "${BATCH}_${FILE}.csv"
  gpg --encrypt --recipient migrations@convenient-checkout.example --output "${BATCH}_${FILE}.ctl.pgp" "${BATCH}_${FILE}.ctl"
done

sftp -i ~/.ssh/ecg_nonprod -b - ccg-4f8e2a61@ecg.nonprod.convenient-checkout.example <<BATCH
cd /inbound/migration
put ${BATCH}_*.pgp
BATCH
