import { type FrameUser, UserSocialProviderSchema } from '@portico/embedded/messages'
import type { FrameAccount, FrameContext } from './FrameContext.js'

/**
 * The User the dApp receives (GetUser, ConnectSocial, ConnectFarcaster): the address of the active
 * namespace and chain, the email or social name — addresses only, never key material. Accounts are
 * EOAs: this wallet has no smart account.
 */
export function toFrameUser(context: FrameContext, { user, wallet }: FrameAccount): FrameUser {
  if (!wallet) throw new Error('No wallet yet')
  const solana = context.state.namespace === 'solana' && context.state.solanaChainId !== undefined
  const address = solana ? wallet.solanaAddress : wallet.evmAddress
  const provider = UserSocialProviderSchema.safeParse(user.socialProvider)
  return {
    email: user.email,
    address,
    chainId: solana ? context.state.solanaChainId! : context.state.evmChainId,
    accounts: [{ type: 'eoa', address }],
    ...(user.userName ? { userName: user.userName } : {}),
    ...(provider.success ? { socialProvider: provider.data } : {}),
    preferredAccountType: 'eoa',
    smartAccountDeployed: false,
  }
}
