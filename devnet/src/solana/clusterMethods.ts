import { getCompiledTransactionMessageDecoder } from '@solana/kit'
import { SLOTS_PER_EPOCH, SOLANA_CORE_VERSION, SOLANA_FEATURE_SET } from './constants.js'
import { decodeEncodedBytes } from './decodeWireTransaction.js'
import { paramList, parseHash, parseUsize } from './params.js'
import { invalidParams } from './rpcError.js'
import { commonConfig, type RpcMethod, withContext } from './rpcMethodKit.js'

/** The node and cluster methods: health, version, slots, blockhashes, fees and rent. */
export const CLUSTER_METHODS: Record<string, RpcMethod> = {
  getHealth: () => 'ok',

  getVersion: () => ({ 'feature-set': SOLANA_FEATURE_SET, 'solana-core': SOLANA_CORE_VERSION }),

  getGenesisHash: (_params, { ledger }) => ledger.genesisHash,

  getSlot: (params, { ledger }) => {
    commonConfig(paramList(params, 0), 0, ledger)
    return ledger.slot
  },

  getBlockHeight: (params, { ledger }) => {
    commonConfig(paramList(params, 0), 0, ledger)
    return ledger.slot
  },

  getEpochInfo: (params, { ledger }) => {
    commonConfig(paramList(params, 0), 0, ledger)
    const slot = ledger.slot
    return {
      absoluteSlot: slot,
      blockHeight: slot,
      epoch: Math.floor(slot / SLOTS_PER_EPOCH),
      slotIndex: slot % SLOTS_PER_EPOCH,
      slotsInEpoch: SLOTS_PER_EPOCH,
      transactionCount: ledger.transactionCount,
    }
  },

  getLatestBlockhash: (params, { ledger }) => {
    commonConfig(paramList(params, 0), 0, ledger)
    return withContext(ledger, ledger.latestBlockhash)
  },

  isBlockhashValid: (params, { ledger }) => {
    const list = paramList(params, 1)
    const blockhash = parseHash(list[0])
    commonConfig(list, 1, ledger)
    return withContext(ledger, ledger.isBlockhashValid(blockhash))
  },

  getFeeForMessage: (params, { ledger }) => {
    const list = paramList(params, 1)
    const bytes = decodeEncodedBytes(list[0], 'base64', 'message')
    commonConfig(list, 1, ledger)
    let message: ReturnType<ReturnType<typeof getCompiledTransactionMessageDecoder>['decode']>
    try {
      message = getCompiledTransactionMessageDecoder().decode(bytes)
    } catch (cause) {
      throw invalidParams(
        `failed to deserialize solana_message::versioned::VersionedMessage: ${cause instanceof Error ? cause.message : 'invalid data'}`,
      )
    }
    if (message.version !== 'legacy' && message.version !== 0)
      throw invalidParams('invalid transaction message: Transaction version is unsupported')
    if (!ledger.isBlockhashValid(message.lifetimeToken)) return withContext(ledger, null)
    const fee = ledger.computeFee({
      message: message as never,
      staticAccounts: message.staticAccounts,
    } as never)
    return withContext(ledger, fee)
  },

  getMinimumBalanceForRentExemption: (params, { ledger }) => {
    const list = paramList(params, 1)
    const size = parseUsize(list[0], 'data length')
    if (size > 10 * 1024 * 1024) throw invalidParams('Invalid param: data length exceeds 10 MiB')
    commonConfig(list, 1, ledger)
    return ledger.minimumBalanceForRentExemption(size)
  },
}
