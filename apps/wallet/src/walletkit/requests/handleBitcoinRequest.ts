import { bytesToHex } from '@noble/hashes/utils'
import { getBitcoinNetwork } from '../keys/bitcoinNetworks.js'
import { signBitcoinMessage } from '../sign/signBitcoinMessage.js'
import { paramsObject, stringField } from './params.js'
import {
  invalidParamsError,
  unauthorizedError,
  unsupportedMethodError,
} from './SessionRequestError.js'
import type { SampleWalletRequest, SessionRequestContext, SessionRequestOutcome } from './types.js'

/**
 * Answers a bip122 session request: getAccountAddresses (the BIP-84 payment address of the
 * chain's network) and signMessage (BIP-137 "ecdsa"; the signature as hex, as AppKit expects).
 */
export async function handleBitcoinRequest(
  { chainId, method, params }: SampleWalletRequest,
  { accounts }: SessionRequestContext,
): Promise<SessionRequestOutcome> {
  const account = accounts.bitcoin(getBitcoinNetwork(chainId.split(':')[1] ?? ''))
  switch (method) {
    case 'getAccountAddresses':
      return {
        result: [
          {
            address: account.address,
            publicKey: bytesToHex(account.publicKey),
            path: account.path,
            intention: 'payment',
          },
        ],
      }
    case 'signMessage': {
      const p = paramsObject(params, method)
      const address = stringField(p, 'address')
      if (address !== account.address) throw unauthorizedError(address)
      if (p.protocol !== undefined && p.protocol !== 'ecdsa')
        throw invalidParamsError(`protocol ${String(p.protocol)} is not supported; use ecdsa`)
      const { signature, messageHash } = signBitcoinMessage({
        message: stringField(p, 'message'),
        privateKey: account.privateKey,
      })
      return {
        result: { address, signature: bytesToHex(signature), messageHash: bytesToHex(messageHash) },
      }
    }
    default:
      throw unsupportedMethodError(method)
  }
}
