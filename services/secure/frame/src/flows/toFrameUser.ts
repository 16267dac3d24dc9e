import { type FrameUser, UserSocialProviderSchema } from '@portico/embedded/messages'
import type { FrameAccount, FrameContext } from './FrameContext.js'
import { activeChain, type FrameChain } from './resolveChain.js'

/**
 * The User the dApp receives (GetUser, ConnectSocial, ConnectFarcaster): the address of `chain`'s
 * namespace (default the active chain), the email or social name — addresses only, never key
 * material. Accounts are EOAs: this wallet has no smart account.
 */
export function toFrameUser(
  context: FrameContext,
  { user, wallet }: FrameAccount,
  chain: FrameChain = activeChain(context),
): FrameUser {
  if (!wallet) throw new Error('No wallet yet')
  const address = chain.namespace === 'solana' ? wallet.solanaAddress : wallet.evmAddress
  const provider = UserSocialProviderSchema.safeParse(user.socialProvider)
  return {
    email: user.email,
    address,
    chainId: chain.chainId,
    accounts: [{ type: 'eoa', address }],
    ...(user.userName ? { userName: user.userName } : {}),
    ...(provider.success ? { socialProvider: provider.data } : {}),
    preferredAccountType: 'eoa',
    smartAccountDeployed: false,
  }
}
