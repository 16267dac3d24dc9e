import { readFileSync } from 'node:fs'
import { type Address, erc20Abi, type PublicClient } from 'viem'
import { E2E_DEVNET_CONFIG } from '../ports.js'

/** The devnet's USDC, from the e2e stack's devnet.json (deployed at one address on both chains). */
export function devnetUsdcAddress(): Address {
  const config = JSON.parse(readFileSync(E2E_DEVNET_CONFIG, 'utf8')) as {
    chains: { chainId: number; contracts: { usdc: Address } }[]
  }
  const chain = config.chains.find((c) => c.chainId === 31337)
  if (!chain) throw new Error('chain A is in the devnet config')
  return chain.contracts.usdc
}

/** `address`'s USDC on `client`'s chain, in the smallest unit (6 decimals). */
export function usdcBalanceOf(client: PublicClient, address: Address): Promise<bigint> {
  return client.readContract({
    address: devnetUsdcAddress(),
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  })
}
