import {
  type FrameUser,
  SIWX_LOGIN_ADDRESS_PLACEHOLDER,
  type SiwxMessageSchema,
} from '@portico/embedded/messages'
import { getAddress } from 'viem'
import type { z } from 'zod/mini'
import { FrameRequestError } from '../messaging/FrameRequestError.js'
import { createKeyAccount } from '../rpc/evm/createKeyAccount.js'
import type { FrameAccount, FrameContext } from './FrameContext.js'
import type { FrameChain } from './resolveChain.js'
import { withSigningKeys } from './withSigningKeys.js'

type SiwxMessage = z.output<typeof SiwxMessageSchema>

/** Why a login's sign-in message is refused: the dApp gets this text. */
export const LOGIN_SIGN_IN_REFUSED = 'The sign-in message is not one this dApp may have signed'

/**
 * One-click sign-in (spec §3 "Embedded-login user: … signature, message, siwxMessage"): right
 * after a login, the dApp's EIP-4361 message — made with SIWX_LOGIN_ADDRESS_PLACEHOLDER as its
 * account — is signed with this wallet's EVM key, the placeholder replaced by the wallet's address.
 * The login was the user's approval, so only a sign-in to the dApp's own verified origin is signed:
 * the message's domain and first line name the parent's host, its second line is the placeholder
 * and its chain is the one asked for; anything else is refused.
 */
export async function signInOnLogin(
  context: FrameContext,
  account: FrameAccount,
  chain: FrameChain,
  siwxMessage: SiwxMessage,
): Promise<Pick<FrameUser, 'signature' | 'message' | 'siwxMessage'>> {
  const parent = new URL(context.parentOrigin)
  const lines = siwxMessage.serializedMessage.split('\n')
  const header = 'wants you to sign in with your Ethereum account:'
  const allowed =
    chain.namespace === 'eip155' &&
    siwxMessage.chainId === `eip155:${chain.chainId}` &&
    siwxMessage.domain === parent.host &&
    siwxMessage.accountAddress === SIWX_LOGIN_ADDRESS_PLACEHOLDER &&
    (lines[0] === `${parent.host} ${header}` || lines[0] === `${parent.origin} ${header}`) &&
    lines[1] === SIWX_LOGIN_ADDRESS_PLACEHOLDER
  if (!allowed || !account.wallet) throw new FrameRequestError(LOGIN_SIGN_IN_REFUSED)
  const address = getAddress(account.wallet.evmAddress)
  const message = [lines[0], address, ...lines.slice(2)].join('\n')
  const signature = await withSigningKeys(context, (keys) =>
    createKeyAccount(keys.evmPrivateKey).signMessage({ message }),
  )
  return {
    signature,
    message,
    siwxMessage: { ...siwxMessage, accountAddress: address, serializedMessage: message },
  }
}
