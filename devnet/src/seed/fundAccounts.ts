import { type Address, encodeFunctionData, parseEventLogs } from 'viem'
import { devnetCollectionAbi, devnetTokenAbi } from '../abis.js'
import { DEMO_ACCOUNT_LABELS, type DevnetAccount, getAccount } from '../accounts.js'
import type { DevnetClient } from '../client.js'
import type { DeployedContracts } from '../deploy/deployDevnetContracts.js'
import { sendTransaction } from '../deploy/sendTransaction.js'
import { DEMO_TOKEN_GRANTS, NFT_GRANTS, type TokenSymbol } from './plan.js'
import { getTokenAddress, toBaseUnits } from './tokens.js'

/** An NFT minted by the seed. */
export type MintedNft = { tokenId: bigint; owner: Address }

/** Parameters of {@link fundAccounts}. */
export type FundAccountsParameters = {
  contracts: DeployedContracts
  accounts: readonly DevnetAccount[]
  /** Owner of the token and NFT contracts. */
  deployer: Address
}

/**
 * Mints DEMO_TOKEN_GRANTS to every demo account and the NFTs of NFT_GRANTS (ether comes from
 * anvil's prefunding). Returns the NFTs with the ids the contract assigned.
 */
export async function fundAccounts(
  client: DevnetClient,
  { contracts, accounts, deployer }: FundAccountsParameters,
): Promise<MintedNft[]> {
  for (const label of DEMO_ACCOUNT_LABELS) {
    const { address } = getAccount(accounts, label)
    for (const [symbol, amount] of Object.entries(DEMO_TOKEN_GRANTS) as [TokenSymbol, string][]) {
      await sendTransaction(client, {
        from: deployer,
        to: getTokenAddress(contracts, symbol),
        data: encodeFunctionData({
          abi: devnetTokenAbi,
          functionName: 'mint',
          args: [address, toBaseUnits(symbol, amount)],
        }),
        description: `minting ${amount} ${symbol} to ${label}`,
      })
    }
  }

  const minted: MintedNft[] = []
  for (const { owner, count } of NFT_GRANTS) {
    const { address } = getAccount(accounts, owner)
    for (let i = 0; i < count; i++) {
      const receipt = await sendTransaction(client, {
        from: deployer,
        to: contracts.nft,
        data: encodeFunctionData({
          abi: devnetCollectionAbi,
          functionName: 'mint',
          args: [address],
        }),
        description: `minting an NFT to ${owner}`,
      })
      const [transfer] = parseEventLogs({
        abi: devnetCollectionAbi,
        eventName: 'Transfer',
        logs: receipt.logs,
      })
      if (!transfer) throw new Error(`chain ${client.chain.id}: NFT mint emitted no Transfer`)
      minted.push({ tokenId: transfer.args.tokenId, owner: address })
    }
  }
  return minted
}
