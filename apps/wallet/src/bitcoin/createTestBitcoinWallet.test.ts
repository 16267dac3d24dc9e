// The test Bitcoin wallet against the devnet's Esplora-style Bitcoin API (a real regtest ledger
// that validates scripts and signatures); signatures checked with bip322-js.
import * as btc from '@scure/btc-signer'
import type { WalletAccount } from '@wallet-standard/base'
import { Verifier } from 'bip322-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type BitcoinApi, startBitcoinApi } from '../../../../devnet/src/bitcoin/index.js'
import { DEVNET_MNEMONIC } from '../../../../devnet/src/index.js'
import { deriveBitcoinAccounts } from '../../../../devnet/src/keys/bitcoinKeys.js'
import { createMemoryStorage } from '../provider/createMemoryStorage.js'
import { bitcoinAddressNetwork } from './bitcoinAddressNetwork.js'
import { createTestBitcoinWallet, type TestBitcoinWallet } from './createTestBitcoinWallet.js'
import { createTestBitcoinKeyring } from './deriveTestBitcoinKeys.js'
import type { EsploraUtxo } from './esploraRequest.js'
import { BITCOIN_REGTEST_CHAIN } from './installTestBitcoinWallets.js'

let api: BitcoinApi
beforeAll(async () => {
  api = await startBitcoinApi({ port: 0, mnemonic: DEVNET_MNEMONIC, mineAfterMs: 0 })
})
afterAll(() => api?.close())

function create(storage = createMemoryStorage(), accountIndex = 0): TestBitcoinWallet {
  return createTestBitcoinWallet({
    wallet: { name: 'Test Bitcoin', id: 'test.bitcoin', accountIndex },
    mnemonic: DEVNET_MNEMONIC,
    chains: [{ chain: BITCOIN_REGTEST_CHAIN, apiUrl: api.url }],
    storage,
  })
}

type Features = Record<string, Record<string, (...args: never[]) => Promise<unknown>>>
/** Calls a feature method of the wallet-standard wallet. */
function call<T>(wallet: TestBitcoinWallet, feature: string, method: string, ...args: unknown[]) {
  const features = wallet.wallet.features as unknown as Features
  return (features[feature]![method] as (...a: unknown[]) => Promise<T>)(...args)
}
async function connect(wallet: TestBitcoinWallet, purposes = ['payment', 'ordinals']) {
  return (
    await call<{ accounts: WalletAccount[] }>(wallet, 'bitcoin:connect', 'connect', { purposes })
  ).accounts
}
const utxosOf = async (address: string) =>
  (await (await fetch(`${api.url}/address/${address}/utxo`)).json()) as EsploraUtxo[]

describe('test Bitcoin wallet', () => {
  it("derives the devnet's addresses: payment m/84'/1'/0'/0/i (P2WPKH), ordinal m/86'/1'/0'/0/i (P2TR)", () => {
    const keysAt = createTestBitcoinKeyring(
      DEVNET_MNEMONIC,
      bitcoinAddressNetwork(BITCOIN_REGTEST_CHAIN),
    )
    deriveBitcoinAccounts(DEVNET_MNEMONIC).forEach((account) => {
      expect(keysAt(account.index).payment.address).toBe(account.payment.address)
      expect(keysAt(account.index).ordinal.address).toBe(account.ordinal.address)
    })
  })

  it('bitcoin:connect answers one account per purpose in the order asked; wallet.accounts lists payment (0) then ordinal (1)', async () => {
    const wallet = create()
    const [devnet1] = deriveBitcoinAccounts(DEVNET_MNEMONIC)
    expect(wallet.wallet.accounts).toEqual([])
    const accounts = await connect(wallet, ['ordinals', 'payment'])
    expect(accounts.map((a) => a.address)).toEqual([
      devnet1!.ordinal.address,
      devnet1!.payment.address,
    ])
    expect(wallet.wallet.accounts.map((a) => a.address)).toEqual([
      devnet1!.payment.address,
      devnet1!.ordinal.address,
    ])
    expect(wallet.wallet.chains).toEqual([BITCOIN_REGTEST_CHAIN])
    await expect(connect(wallet, ['stacks'])).rejects.toMatchObject({ code: -32602 })
  })

  it('test controls: reject, account index, authorization persisted', async () => {
    const storage = createMemoryStorage()
    const wallet = create(storage)
    wallet.setBehavior({ reject: ['bitcoin:connect'] })
    await expect(connect(wallet)).rejects.toMatchObject({ code: 4001 })
    wallet.setBehavior({})
    await connect(wallet)
    const [, devnet2] = deriveBitcoinAccounts(DEVNET_MNEMONIC)
    const changes: string[][] = []
    call(wallet, 'standard:events', 'on', 'change', ({ accounts }: { accounts: WalletAccount[] }) =>
      changes.push(accounts.map((a) => a.address)),
    )
    expect(wallet.setAccount(1)).toBe(devnet2!.payment.address)
    expect(changes).toEqual([[devnet2!.payment.address, devnet2!.ordinal.address]])
    expect(create(storage).getState()).toMatchObject({ connected: true, accountIndex: 1 })
    await call(wallet, 'standard:disconnect', 'disconnect')
    expect(changes.at(-1)).toEqual([])
    expect(() => wallet.setAccount(-1)).toThrow(RangeError)
  })

  it('bitcoin:signMessage: BIP-322 simple signatures that bip322-js verifies; an account not granted is 4100', async () => {
    const wallet = create()
    const [payment, ordinal] = await connect(wallet)
    const message = new TextEncoder().encode('Hello from the test wallet')
    const outputs = await call<{ signature: Uint8Array }[]>(
      wallet,
      'bitcoin:signMessage',
      'signMessage',
      { account: payment, message },
      { account: ordinal, message },
    )
    outputs.forEach((output, i) => {
      const address = [payment, ordinal][i]!.address
      const base64 = Buffer.from(output.signature).toString('base64')
      expect(Verifier.verifySignature(address, 'Hello from the test wallet', base64)).toBe(true)
    })
    await call(wallet, 'standard:disconnect', 'disconnect')
    await expect(
      call(wallet, 'bitcoin:signMessage', 'signMessage', { account: payment, message }),
    ).rejects.toMatchObject({ code: 4100 })
  })

  it('bitcoin:signTransaction and signAndSendTransaction: a PSBT spending a payment (P2WPKH) and an ordinal (P2TR) output, accepted by the ledger', async () => {
    const wallet = create(createMemoryStorage(), 2)
    const [payment, ordinal] = await connect(wallet)
    const keysAt = createTestBitcoinKeyring(
      DEVNET_MNEMONIC,
      bitcoinAddressNetwork(BITCOIN_REGTEST_CHAIN),
    )
    const { payment: payKey, ordinal: ordKey } = keysAt(2)
    const [payUtxo] = await utxosOf(payKey.address)
    const [ordUtxo] = await utxosOf(ordKey.address)
    const tx = new btc.Transaction()
    tx.addInput({
      txid: payUtxo!.txid,
      index: payUtxo!.vout,
      witnessUtxo: { script: payKey.script, amount: BigInt(payUtxo!.value) },
    })
    tx.addInput({
      txid: ordUtxo!.txid,
      index: ordUtxo!.vout,
      witnessUtxo: { script: ordKey.script, amount: BigInt(ordUtxo!.value) },
    })
    // The inscription's 546 sats move on to the ordinal address; the fee comes from the payment.
    tx.addOutputAddress(ordKey.address, 546n, bitcoinAddressNetwork(BITCOIN_REGTEST_CHAIN))
    tx.addOutputAddress(
      payKey.address,
      BigInt(payUtxo!.value) - 1_000n,
      bitcoinAddressNetwork(BITCOIN_REGTEST_CHAIN),
    )
    const input = {
      psbt: tx.toPSBT(),
      chain: 'bitcoin:regtest',
      inputsToSign: [
        { account: payment, signingIndexes: [0] },
        { account: ordinal, signingIndexes: [1] },
      ],
    }
    const [signed] = await call<{ signedPsbt: Uint8Array }[]>(
      wallet,
      'bitcoin:signTransaction',
      'signTransaction',
      input,
    )
    const parsed = btc.Transaction.fromPSBT(signed!.signedPsbt)
    expect(parsed.getInput(0).partialSig).toHaveLength(1)
    expect(parsed.getInput(1).tapKeySig).toHaveLength(64)
    const [sent] = await call<{ txId: string }[]>(
      wallet,
      'bitcoin:signAndSendTransaction',
      'signAndSendTransaction',
      input,
    )
    const status = (await (await fetch(`${api.url}/tx/${sent!.txId}/status`)).json()) as {
      confirmed: boolean
    }
    expect(status.confirmed).toBe(true)
    await expect(
      call(wallet, 'bitcoin:signAndSendTransaction', 'signAndSendTransaction', {
        ...input,
        chain: 'bitcoin:mainnet',
      }),
    ).rejects.toMatchObject({ code: -32602 })
  })

  it('bitcoin:sendTransfer: checks the recipients before asking, pays from the payment account only', async () => {
    const wallet = create()
    const [payment, ordinal] = await connect(wallet)
    const send = (account: WalletAccount | undefined, recipients: unknown) =>
      call<{ txid: string }>(wallet, 'bitcoin:sendTransfer', 'sendTransfer', {
        account,
        chain: BITCOIN_REGTEST_CHAIN,
        recipients,
      })
    const [, devnet2] = deriveBitcoinAccounts(DEVNET_MNEMONIC)
    const to = devnet2!.payment.address
    await expect(
      send(payment, [{ address: 'bc1qnotregtest', amount: 1000 }]),
    ).rejects.toMatchObject({ code: -32602 })
    await expect(send(payment, [{ address: to, amount: 0 }])).rejects.toMatchObject({
      code: -32602,
    })
    await expect(send(payment, [{ address: to, amount: 1.5 }])).rejects.toMatchObject({
      code: -32602,
    })
    await expect(send(ordinal, [{ address: to, amount: 1000 }])).rejects.toMatchObject({
      code: -32602,
    })
    await expect(send(payment, [{ address: to, amount: 10 ** 15 }])).rejects.toThrow(/Insufficient/)
    const { txid } = await send(payment, [{ address: devnet2!.ordinal.address, amount: 1000 }])
    expect((await utxosOf(devnet2!.ordinal.address)).map((u) => u.txid)).toContain(txid)
  })
})
