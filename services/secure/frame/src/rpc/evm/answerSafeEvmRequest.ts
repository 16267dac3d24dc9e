import { type Address, type Hex, toHex } from 'viem'
import type { FrameEvmNetwork } from '../../config/framePageConfig.js'
import type { FrameNetworks } from '../networks.js'
import { invalidParams, unauthorizedAccount } from '../rpcErrors.js'
import { decodeCallsId } from './callsId.js'
import type { PublicClients } from './evmClients.js'
import { readWalletAssets } from './readWalletAssets.js'

/** Parameters of `answerSafeEvmRequest`. */
export type AnswerSafeEvmRequestParameters = {
  method: string
  params: unknown
  network: FrameEvmNetwork
  networks: FrameNetworks
  address: Address
  publicClient: PublicClients
}

/** wallet_getCapabilities (EIP-5792): asset discovery on every known chain, no atomic batches. */
function capabilities(params: unknown, address: Address, networks: FrameNetworks) {
  const [account, chainIds] = Array.isArray(params) ? params : []
  if (
    account !== undefined &&
    (typeof account !== 'string' || account.toLowerCase() !== address.toLowerCase())
  )
    throw unauthorizedAccount()
  const wanted = Array.isArray(chainIds) ? chainIds.map(Number) : [...networks.evm.keys()]
  const result: Record<Hex, unknown> = {}
  for (const chainId of wanted)
    if (networks.evm.has(chainId))
      result[toHex(chainId)] = {
        assetDiscovery: { supported: true },
        atomic: { status: 'unsupported' },
      }
  return result
}

/** wallet_getCallsStatus (EIP-5792) of an id wallet_sendCalls gave: from the transactions' receipts. */
async function callsStatus(params: unknown, networks: FrameNetworks, publicClient: PublicClients) {
  const id = Array.isArray(params) ? params[0] : undefined
  const decoded = decodeCallsId(id)
  const network = decoded && networks.evm.get(decoded.chainId)
  if (!decoded || !network) throw invalidParams('unknown calls id')
  const client = publicClient(network)
  const receipts = await Promise.all(
    decoded.hashes.map((hash) => client.getTransactionReceipt({ hash }).catch(() => undefined)),
  )
  const done = receipts.filter((receipt) => receipt !== undefined)
  const reverted = done.filter((receipt) => receipt.status === 'reverted').length
  const status =
    done.length < receipts.length
      ? 100
      : reverted === 0
        ? 200
        : reverted === receipts.length
          ? 500
          : 600
  return {
    version: '2.0.0',
    id,
    chainId: toHex(decoded.chainId),
    status,
    atomic: false,
    receipts: done.map((receipt) => ({
      logs: receipt.logs.map(({ address, data, topics }) => ({ address, data, topics })),
      status: receipt.status === 'success' ? '0x1' : '0x0',
      blockHash: receipt.blockHash,
      blockNumber: toHex(receipt.blockNumber),
      gasUsed: toHex(receipt.gasUsed),
      transactionHash: receipt.transactionHash,
    })),
  }
}

/**
 * Answers a safe EVM method (spec §6: balance, block, call, estimate, chain id, receipts,
 * capabilities) without asking the user: the wallet's own answers (accounts, chain id,
 * capabilities, assets, calls status), everything else straight from the chain's RPC.
 */
export async function answerSafeEvmRequest({
  method,
  params,
  network,
  networks,
  address,
  publicClient,
}: AnswerSafeEvmRequestParameters): Promise<unknown> {
  switch (method) {
    case 'eth_accounts':
      return [address]
    case 'eth_chainId':
      return toHex(network.chainId)
    case 'net_version':
      return String(network.chainId)
    case 'wallet_getCapabilities':
      return capabilities(params, address, networks)
    case 'wallet_getAssets':
      return readWalletAssets({ params, address, networks, publicClient })
    case 'wallet_getCallsStatus':
      return callsStatus(params, networks, publicClient)
    default:
      return publicClient(network).request({ method, params } as never)
  }
}
