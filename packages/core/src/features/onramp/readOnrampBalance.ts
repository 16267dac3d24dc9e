import type { ChainAdapter } from '../../adapter/ChainAdapter.js'
import { HTTP_TRANSPORT_TIMEOUT_MS } from '../../constants.js'
import { NoRpcUrlError } from '../../errors/network.js'
import { RpcRequestError } from '../../errors/rpc.js'
import type { Network } from '../../types/network.js'
import { isNativeContractAddress } from './onrampNetwork.js'

/** A balance in the token's smallest unit, with its decimals. */
export type OnrampBalance = { value: bigint; decimals: number }

export type ReadOnrampBalanceParameters = {
  /** The adapter of the network's namespace (reads the native balance). */
  adapter: Pick<ChainAdapter, 'getBalance'>
  network: Network
  /** The plain address of the account. */
  address: string
  /** The token contract (ERC-20) or mint (SPL); empty or native-like for the native currency. */
  tokenAddress?: string | undefined
  signal?: AbortSignal | undefined
  /** @default globalThis.fetch */
  fetch?: typeof fetch | undefined
}

async function rpc(
  parameters: ReadOnrampBalanceParameters,
  method: string,
  params: unknown[],
): Promise<unknown> {
  const url = parameters.network.rpcUrls.default.http[0]
  if (!url) throw new NoRpcUrlError(parameters.network.id)
  const timeout = AbortSignal.timeout(HTTP_TRANSPORT_TIMEOUT_MS)
  const response = await (parameters.fetch ?? globalThis.fetch)(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: parameters.signal ? AbortSignal.any([parameters.signal, timeout]) : timeout,
  })
  const body = (await response.json().catch(() => undefined)) as
    | { result?: unknown; error?: { code?: number; message?: string } }
    | undefined
  if (!response.ok || !body || body.error || !('result' in body))
    throw new RpcRequestError({
      details: `${method}: ${body?.error?.message ?? `HTTP ${response.status}`}`,
    })
  return body.result
}

/** Reads a uint256 a view call answered (0x-hex); an empty answer is no contract. */
function uint(result: unknown, what: string): bigint {
  if (typeof result !== 'string' || !/^0x[0-9a-fA-F]{1,64}$/.test(result))
    throw new RpcRequestError({ details: `${what}: no contract answered` })
  return BigInt(result)
}

/** ERC-20 `balanceOf(address)` and `decimals()` through eth_call on the network's RPC. */
async function readErc20(
  parameters: ReadOnrampBalanceParameters,
  token: string,
): Promise<OnrampBalance> {
  const owner = parameters.address.toLowerCase().replace(/^0x/, '').padStart(64, '0')
  const call = (data: string) => rpc(parameters, 'eth_call', [{ to: token, data }, 'latest'])
  const [balance, decimals] = await Promise.all([call(`0x70a08231${owner}`), call('0x313ce567')])
  return { value: uint(balance, 'balanceOf'), decimals: Number(uint(decimals, 'decimals')) }
}

type TokenAmount = { amount: string; decimals: number }

function tokenAmountOf(account: unknown): TokenAmount | undefined {
  const amount = (
    account as { account?: { data?: { parsed?: { info?: { tokenAmount?: TokenAmount } } } } }
  )?.account?.data?.parsed?.info?.tokenAmount
  return typeof amount?.amount === 'string' && typeof amount.decimals === 'number'
    ? amount
    : undefined
}

/** An SPL token's balance: the sum of the owner's token accounts of the mint (jsonParsed). */
async function readSplToken(
  parameters: ReadOnrampBalanceParameters,
  mint: string,
): Promise<OnrampBalance> {
  const result = (await rpc(parameters, 'getTokenAccountsByOwner', [
    parameters.address,
    { mint },
    { encoding: 'jsonParsed', commitment: 'confirmed' },
  ])) as { value?: unknown[] } | undefined
  const amounts = (result?.value ?? []).map(tokenAmountOf)
  const first = amounts.find((a) => a !== undefined)
  if (first)
    return {
      value: amounts.reduce((sum, a) => sum + BigInt(a?.amount ?? 0), 0n),
      decimals: first.decimals,
    }
  // No token account yet: nothing held; the mint says the decimals.
  const supply = (await rpc(parameters, 'getTokenSupply', [mint])) as
    | { value?: { decimals?: number } }
    | undefined
  const decimals = supply?.value?.decimals
  if (typeof decimals !== 'number')
    throw new RpcRequestError({ details: `getTokenSupply: no mint ${mint}` })
  return { value: 0n, decimals }
}

/**
 * The account's balance of what an on-ramp purchase delivers, read exactly now from the chain:
 * the native currency through the adapter; an ERC-20 by `balanceOf` (eth_call on the network's
 * RPC, so it does not depend on an indexer knowing the token); an SPL token by the owner's token
 * accounts of the mint. Throws when the chain cannot be read.
 */
export async function readOnrampBalance(
  parameters: ReadOnrampBalanceParameters,
): Promise<OnrampBalance> {
  const { adapter, network, address, tokenAddress } = parameters
  if (!tokenAddress || isNativeContractAddress(tokenAddress)) {
    const { value, decimals } = await adapter.getBalance({ address, network })
    return { value, decimals }
  }
  if (network.chainNamespace === 'solana') return readSplToken(parameters, tokenAddress)
  return readErc20(parameters, tokenAddress)
}
