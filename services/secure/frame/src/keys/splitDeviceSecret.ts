import { split } from 'shamir-secret-sharing'
import { WALLET_SECRET_BYTES } from './walletSecret.js'

/** One device's own split of the wallet secret (issue 16): both halves are needed. */
export type DeviceSplit = {
  /** Kept in this device's storage (the secure origin's localStorage). */
  deviceShare: Uint8Array
  /** Sent to the server, which binds it to this device and releases it only to its sessions. */
  serverShare: Uint8Array
}

/**
 * A fresh 2-of-2 split of a wallet secret for one device (shamir-secret-sharing, new random
 * coefficients each time): its halves are independent of every other device's split and of the
 * recovery pair, so one device's share with another split's share rebuilds nothing, and deleting
 * the server half on the server makes the device half useless.
 */
export async function splitDeviceSecret(secret: Uint8Array): Promise<DeviceSplit> {
  if (secret.length !== WALLET_SECRET_BYTES)
    throw new Error(`A wallet secret is ${WALLET_SECRET_BYTES} bytes`)
  const [deviceShare, serverShare] = await split(secret, 2, 2)
  if (!deviceShare || !serverShare) throw new Error('Splitting the key failed')
  return { deviceShare, serverShare }
}
