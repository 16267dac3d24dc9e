import type { Network, SiwxConfig, SiwxMessage } from '@portico/core/internal'
import { SIWX_LOGIN_ADDRESS_PLACEHOLDER } from './messages/siwxLoginAddressPlaceholder.js'

/** The message as GetUser carries it: its text always, resources a plain array. */
type LoginSiwxMessage = Omit<SiwxMessage, 'resources'> & {
  resources?: string[]
  serializedMessage: string
}

/**
 * The sign-in message a login signs (one-click sign-in for email and social users): made by the
 * dApp's `siwx.createMessage` before the frame knows the address, with
 * SIWX_LOGIN_ADDRESS_PLACEHOLDER as its account — the frame puts its own address there and signs
 * right after the login. EVM only, as upstream's one-click sign-in; undefined without a `siwx`
 * that makes and verifies messages, or when no message text could be made (the sign-in prompt
 * then asks after the login, as without one-click sign-in).
 */
export async function loginSiwxMessage(
  siwx: SiwxConfig | undefined,
  network: Network,
): Promise<LoginSiwxMessage | undefined> {
  if (!siwx?.createMessage || !siwx.verify || network.chainNamespace !== 'eip155') return undefined
  let message: SiwxMessage
  try {
    message = await siwx.createMessage({
      accountAddress: SIWX_LOGIN_ADDRESS_PLACEHOLDER,
      chainId: network.caipNetworkId,
    })
  } catch {
    return undefined
  }
  const { serializedMessage, resources, ...fields } = message
  if (!serializedMessage) return undefined
  return { ...fields, ...(resources ? { resources: [...resources] } : {}), serializedMessage }
}
