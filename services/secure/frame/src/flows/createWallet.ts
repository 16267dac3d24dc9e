import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import type { ApiWallet } from '../api/types.js'
import { walletProofMessage } from '../api/walletProofMessage.js'
import { deriveWalletAddresses, type WalletAddresses } from '../keys/deriveWalletAddresses.js'
import { encryptRecoveryShare } from '../keys/encryptRecoveryShare.js'
import { generateWalletSecret } from '../keys/generateWalletSecret.js'
import { encryptPasskeyRecoveryShare } from '../keys/passkey/encryptPasskeyRecoveryShare.js'
import { encodeShare } from '../keys/shareEncoding.js'
import { splitWalletSecret } from '../keys/splitWalletSecret.js'
import { walletKeysOf } from '../keys/walletSecret.js'
import { zeroize } from '../keys/zeroize.js'
import { createKeyAccount } from '../rpc/evm/createKeyAccount.js'
import { callApi } from './callApi.js'
import type { FrameContext } from './FrameContext.js'

/** Both new keys' signatures of walletProofMessage for the server's challenge (issue 16). */
async function proveWalletKeys(
  secret: Uint8Array,
  addresses: WalletAddresses,
  challenge: string,
): Promise<{ evmSignature: string; solanaSignature: string }> {
  const { evmPrivateKey, solanaSeed } = walletKeysOf(secret)
  const message = walletProofMessage({ challenge, ...addresses })
  return {
    evmSignature: await createKeyAccount(evmPrivateKey).signMessage({ message }),
    solanaSignature: base58.encode(ed25519.sign(new TextEncoder().encode(message), solanaSeed)),
  }
}

/** A passkey made for the wallet (createRecoveryPasskey) and the PRF input it was evaluated on. */
export type WalletPasskey = { credentialId: Uint8Array; prfSalt: Uint8Array; prfOutput: Uint8Array }

/**
 * Creates the user's wallet in this frame: a new secret (EVM + Solana key), split 2-of-3; the
 * recovery share encrypted under the passkey's PRF key (`passkey`, issue 16) and/or under
 * `recoverySecret` (at least one); the auth share and the ciphertexts sent to the server once with
 * the addresses and both keys' signatures of the server's challenge (`POST /wallet`, which
 * registers no keys the client does not hold); the device share kept in this origin's
 * localStorage. The secret, the plain shares and the PRF output are zeroed before returning.
 */
export async function createWallet(
  context: FrameContext,
  {
    userId,
    recoverySecret,
    passkey,
  }: { userId: string; recoverySecret?: string | undefined; passkey?: WalletPasskey | undefined },
): Promise<NonNullable<ApiWallet>> {
  if (recoverySecret === undefined && passkey === undefined)
    throw new Error('A wallet needs a passkey or a recovery secret')
  const secret = generateWalletSecret()
  let shares: Awaited<ReturnType<typeof splitWalletSecret>> | undefined
  try {
    const addresses = deriveWalletAddresses(secret)
    const { challenge } = await callApi(context, () => context.api.walletChallenge())
    const proof = await proveWalletKeys(secret, addresses, challenge)
    shares = await splitWalletSecret(secret)
    zeroize(secret)
    const recoveryBlob =
      recoverySecret === undefined
        ? undefined
        : await encryptRecoveryShare({ recoveryShare: shares.recoveryShare, recoverySecret })
    const passkeyBlob = passkey
      ? encryptPasskeyRecoveryShare({
          recoveryShare: shares.recoveryShare,
          prfOutput: passkey.prfOutput,
          credentialId: passkey.credentialId,
          prfSalt: passkey.prfSalt,
        })
      : undefined
    await callApi(context, () =>
      context.api.createWallet({
        evmAddress: addresses.evmAddress,
        solanaAddress: addresses.solanaAddress,
        authShare: encodeShare(shares!.authShare),
        recoveryBlob,
        passkeyBlob,
        ...proof,
      }),
    )
    context.deviceShares.set(userId, {
      share: shares.deviceShare,
      evmAddress: addresses.evmAddress,
    })
    return addresses
  } finally {
    zeroize(
      secret,
      shares?.deviceShare,
      shares?.authShare,
      shares?.recoveryShare,
      passkey?.prfOutput,
    )
  }
}
