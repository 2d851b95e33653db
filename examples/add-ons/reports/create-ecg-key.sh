# No passphrase: the transfers run unattended. Keep the private key readable by the transfer account only.
ssh-keygen -t ed25519 -N "" -f ~/.ssh/ecg_nonprod -C "ecg nonprod 4f8e2a61 2024-04"
chmod 600 ~/.ssh/ecg_nonprod
# Send only the public key: ~/.ssh/ecg_nonprod.pub
cat ~/.ssh/ecg_nonprod.pub
