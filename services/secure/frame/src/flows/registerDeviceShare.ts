import type { WalletAddresses } from '../keys/deriveWalletAddresses.js'
import { deviceShareProofMessage } from '../keys/deviceShareProofMessage.js'
import { encodeShare } from '../keys/shareEncoding.js'
import { splitDeviceSecret } from '../keys/splitDeviceSecret.js'
import { EVM_KEY_BYTES, WALLET_SECRET_BYTES, type WalletKeys } from '../keys/walletSecret.js'
import { zeroize } from '../keys/zeroize.js'
import { callApi } from './callApi.js'
import type { FrameContext } from './FrameContext.js'
import { proveWalletKeys } from './proveWalletKeys.js'

/**
 * Gives this device its own share of the wallet (issue 16): a fresh 2-of-2 split of the secret
 * whose server half is registered for this device (`POST /wallet/devices`, both keys signing the
 * server's challenge) and whose device half replaces what this device kept. Called with the keys
 * of a checked combination (withWalletSecret), after a recovery or to move an old share to a split
 * of its own. The copy of the secret and both halves are zeroed before returning.
 */
export async function registerDeviceShare(
  context: FrameContext,
  { userId, keys, addresses }: { userId: string; keys: WalletKeys; addresses: WalletAddresses },
): Promise<void> {
  const secret = new Uint8Array(WALLET_SECRET_BYTES)
  let split: Awaited<ReturnType<typeof splitDeviceSecret>> | undefined
  try {
    secret.set(keys.evmPrivateKey, 0)
    secret.set(keys.solanaSeed, EVM_KEY_BYTES)
    split = await splitDeviceSecret(secret)
    const { challenge } = await callApi(context, () => context.api.walletChallenge())
    const proof = await proveWalletKeys(keys, deviceShareProofMessage({ challenge, ...addresses }))
    const serverShare = encodeShare(split.serverShare)
    await callApi(context, () => context.api.registerDevice({ serverShare, ...proof }))
    // Only once the server holds its half: until then the old share (if any) stays.
    context.deviceShares.set(userId, { share: split.deviceShare, evmAddress: addresses.evmAddress })
  } finally {
    zeroize(secret, split?.deviceShare, split?.serverShare)
  }
}
