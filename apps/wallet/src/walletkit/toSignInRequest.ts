import type { WalletKitTypes } from '@reown/walletkit'
import type { PendingSampleWalletRequest } from './sampleWalletTypes.js'

/** Parameters of {@link toSignInRequest}. */
export type ToSignInRequestParameters = {
  id: number
  topic: string
  chainId: string
  params: WalletKitTypes.SessionAuthenticate['params']
  dAppName: string
  /** The SIWE message the wallet would sign. */
  message: string
  address: string
}

/** A `wc_sessionAuthenticate` as the page's pending request: the message (first 4,000 characters) and the account. */
export function toSignInRequest({
  id,
  topic,
  chainId,
  params,
  dAppName,
  message,
  address,
}: ToSignInRequestParameters): Omit<PendingSampleWalletRequest, 'validation'> {
  return {
    id,
    kind: 'authenticate',
    topic,
    chainId,
    method: 'wc_sessionAuthenticate',
    params: params.authPayload,
    dAppName,
    description: {
      title: 'Sign in',
      fields: [
        { label: 'Message', value: message.slice(0, 4_000), kind: 'text' },
        { label: 'Account', value: address, kind: 'code' },
      ],
    },
    busy: false,
  }
}
