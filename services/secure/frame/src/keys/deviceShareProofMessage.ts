/** Parameters of `deviceShareProofMessage`. */
export type DeviceShareProofMessageParameters = {
  /** The server's challenge for this session (`GET /auth/v1/wallet/challenge`). */
  challenge: string
  evmAddress: string
  solanaAddress: string
}

/**
 * The text both wallet keys sign before `POST /auth/v1/wallet/devices` (issue 16): this device
 * registers the server half of its own 2-of-2 split. Another first line than walletProofMessage's,
 * so a proof made to create a wallet never registers a device. Shared by the frame and the server.
 */
export function deviceShareProofMessage({
  challenge,
  evmAddress,
  solanaAddress,
}: DeviceShareProofMessageParameters): string {
  return [
    'Portico embedded wallet: register this device',
    `EVM address: ${evmAddress}`,
    `Solana address: ${solanaAddress}`,
    `Challenge: ${challenge}`,
  ].join('\n')
}
