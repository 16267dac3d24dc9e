import { type Address, parseUnits } from 'viem'
import type { DeployedContracts } from '../deploy/deployDevnetContracts.js'
import { DEVNET_TOKENS, type DevnetTokenSpec, type TokenSymbol } from './plan.js'

/** The spec of a devnet token by symbol. */
export function getTokenSpec(symbol: TokenSymbol): DevnetTokenSpec {
  const spec = DEVNET_TOKENS.find((t) => t.symbol === symbol)
  if (!spec) throw new Error(`unknown devnet token ${symbol}`)
  return spec
}

/** The deployed address of a devnet token. */
export function getTokenAddress(contracts: DeployedContracts, symbol: TokenSymbol): Address {
  return contracts[getTokenSpec(symbol).contractKey]
}

/** Whole units ('1.5') to base units, with the token's decimals. */
export function toBaseUnits(symbol: TokenSymbol, amount: string): bigint {
  return parseUnits(amount, getTokenSpec(symbol).decimals)
}
