import {
  HttpStatusError,
  InsufficientBalanceError,
  InvalidAddressError,
  WalletResponseError,
} from '@portico/core'
import * as btc from '@scure/btc-signer'
import type { WalletAccount } from '@wallet-standard/base'
import type { BitcoinSignAndSendTransactionFeature } from '../standard/features.js'

/** btc-signer's address parameters of a `bip122:` network: mainnet, regtest (`bcrt`) or a test network. */
function addressNetwork(caipNetworkId: string): typeof btc.NETWORK {
  if (caipNetworkId === 'bip122:000000000019d6689c085ae165831e93') return btc.NETWORK
  if (caipNetworkId === 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328')
    return { ...btc.TEST_NETWORK, bech32: 'bcrt' }
  return btc.TEST_NETWORK
}

/** Fee rate when the API gives none, in sat/vB (Bitcoin Core's minimum relay fee). */
const FALLBACK_FEE_RATE = 1n

async function getJson<T>(fetchFn: typeof fetch, url: string): Promise<T> {
  const response = await fetchFn(url)
  if (!response.ok)
    throw new HttpStatusError(response.status, {
      details: `The Bitcoin API answered ${response.status}: ${(await response.text()).slice(0, 200)}`,
    })
  return (await response.json()) as T
}

/** Parameters of {@link sendTransferAsPsbt}. */
export type SendTransferAsPsbtParameters = {
  feature: BitcoinSignAndSendTransactionFeature['bitcoin:signAndSendTransaction']
  /** The paying account (its outputs are spent, the change returns to it). */
  account: WalletAccount
  /** The wallet's chain identifier for the network. */
  chain: `${string}:${string}`
  caipNetworkId: string
  /** The network's Esplora-style API. */
  apiUrl: string
  to: string
  amount: bigint
  fetch?: typeof fetch | undefined
}

/**
 * A transfer for wallets that sign PSBTs but have no `bitcoin:sendTransfer`: builds the
 * transaction from the account's unspent outputs (Esplora `GET /address/:a/utxo`, fee rate from
 * `/fee-estimates`, change back to the account), and has the wallet sign and broadcast it with
 * `bitcoin:signAndSendTransaction`. Resolves with the transaction id.
 */
export async function sendTransferAsPsbt({
  feature,
  account,
  chain,
  caipNetworkId,
  apiUrl,
  to,
  amount,
  fetch: fetchFn = globalThis.fetch,
}: SendTransferAsPsbtParameters): Promise<string> {
  const network = addressNetwork(caipNetworkId)
  const base = apiUrl.replace(/\/+$/, '')
  const address = btc.Address(network)
  try {
    address.decode(to)
  } catch {
    throw new InvalidAddressError(`Not an address of ${caipNetworkId}: ${to}`)
  }
  const script = btc.OutScript.encode(address.decode(account.address))
  const utxos = await getJson<{ txid: string; vout: number; value: number }[]>(
    fetchFn,
    `${base}/address/${account.address}/utxo`,
  )
  const estimates = await getJson<Record<string, number>>(fetchFn, `${base}/fee-estimates`).catch(
    () => ({}) as Record<string, number>,
  )
  const rate = estimates['1'] ?? Object.values(estimates)[0]
  const selected = btc.selectUTXO(
    utxos.map((utxo) => ({
      txid: utxo.txid,
      index: utxo.vout,
      witnessUtxo: { script, amount: BigInt(utxo.value) },
    })),
    [{ address: to, amount }],
    'default',
    {
      changeAddress: account.address,
      feePerByte:
        typeof rate === 'number' && rate > 0 ? BigInt(Math.ceil(rate)) : FALLBACK_FEE_RATE,
      network,
      createTx: true,
      bip69: false,
    },
  )
  if (!selected?.tx) throw new InsufficientBalanceError()
  const [sent] = await feature.signAndSendTransaction({
    psbt: selected.tx.toPSBT(),
    chain,
    inputsToSign: [
      { account, signingIndexes: Array.from({ length: selected.tx.inputsLength }, (_, i) => i) },
    ],
  })
  if (!sent) throw new WalletResponseError('The wallet returned no transaction id')
  return sent.txId
}
