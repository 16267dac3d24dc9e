import { equalBytes } from '@noble/curves/abstract/utils'
import { decodeSs58Address } from '../keys/encodeSs58Address.js'
import { signPolkadotMessage } from '../sign/signPolkadotMessage.js'
import { paramsObject, stringField } from './params.js'
import { unauthorizedError, unsupportedMethodError } from './SessionRequestError.js'
import type { SampleWalletRequest, SessionRequestContext, SessionRequestOutcome } from './types.js'

/**
 * Answers a polkadot session request: polkadot_signMessage (sr25519 over the `<Bytes>`-wrapped
 * message; the address may use any SS58 prefix of the wallet's key).
 */
export async function handlePolkadotRequest(
  { method, params }: SampleWalletRequest,
  { accounts }: SessionRequestContext,
): Promise<SessionRequestOutcome> {
  switch (method) {
    case 'polkadot_signMessage': {
      const p = paramsObject(params, method)
      const address = stringField(p, 'address')
      let owned = false
      try {
        owned = equalBytes(decodeSs58Address(address).publicKey, accounts.polkadot.publicKey)
      } catch {}
      if (!owned) throw unauthorizedError(address)
      const signature = signPolkadotMessage({
        message: stringField(p, 'message'),
        secretKey: accounts.polkadot.secretKey,
      })
      return { result: { signature } }
    }
    default:
      throw unsupportedMethodError(method)
  }
}
