/** Parameters of `walletProofMessage`. */
export type WalletProofMessageParameters = {
  /** The server's challenge for this session (`GET /auth/v1/wallet/challenge`). */
  challenge: string
  evmAddress: string
  solanaAddress: string
}

/**
 * The text both new wallet keys sign before `POST /auth/v1/wallet` (issue 16): the EVM key as an
 * EIP-191 personal message, the Solana key as ed25519 over its UTF-8 bytes. The server checks both
 * against the submitted addresses and its challenge, so a wallet is registered only by whoever
 * holds its keys, for this session. Shared by the frame and the server.
 */
export function walletProofMessage({
  challenge,
  evmAddress,
  solanaAddress,
}: WalletProofMessageParameters): string {
  return [
    'Portico embedded wallet: register this wallet',
    `EVM address: ${evmAddress}`,
    `Solana address: ${solanaAddress}`,
    `Challenge: ${challenge}`,
  ].join('\n')
}
