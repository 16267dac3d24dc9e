import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { DEVNET_ACCOUNT_INDEXES } from '../accounts.js'
import { DEVNET_MNEMONIC } from '../anvil.js'
import {
  bitcoinRootFromMnemonic,
  type DevnetBitcoinAccount,
  derivePaymentKey,
} from '../keys/bitcoinKeys.js'
import { getFreePorts } from '../testing/freePorts.js'
import { bitcoin } from './bitcoinjs.js'
import type { EsploraAddressStats, EsploraBlock, EsploraTransaction } from './esplora.js'
import {
  BITCOIN_REGTEST_CAIP_NETWORK_ID,
  blockSubsidy,
  COINBASE_MATURITY,
  REGTEST_GENESIS_HASH,
  REGTEST_NETWORK,
} from './regtest.js'
import { BITCOIN_SEED } from './seedBitcoinLedger.js'
import { createEcdsaSigner, createTaprootSigner } from './signers.js'
import { type BitcoinApi, startBitcoinApi } from './startBitcoinApi.js'

type Utxo = { txid: string; vout: number; value: number; status: { confirmed: boolean } }
type AddressInfo = {
  address: string
  chain_stats: EsploraAddressStats
  mempool_stats: EsploraAddressStats
}

let api: BitcoinApi
let wallet1: DevnetBitcoinAccount
let wallet2: DevnetBitcoinAccount

beforeAll(async () => {
  const [port] = (await getFreePorts(1)) as [number]
  // No automatic blocks: the tests mine with POST /mine to see the mempool first.
  api = await startBitcoinApi({ port, mnemonic: DEVNET_MNEMONIC, mineAfterMs: null })
  ;[wallet1, wallet2] = api.accounts as [DevnetBitcoinAccount, DevnetBitcoinAccount]
})

afterAll(() => api?.close())

const get = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${api.url}${path}`, { headers })
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    text: await response.text(),
  }
}
const getJson = async <T>(path: string): Promise<T> => {
  const response = await get(path)
  expect([path, response.status]).toEqual([path, 200])
  return JSON.parse(response.text) as T
}
const postTx = async (hex: string) => {
  const response = await fetch(`${api.url}/tx`, { method: 'POST', body: hex })
  return { status: response.status, text: await response.text() }
}
const mine = async () => {
  const response = await fetch(`${api.url}/mine`, { method: 'POST' })
  expect(response.status).toBe(200)
  return (await response.json()) as { height: number; hashes: string[] }
}
type Tx = InstanceType<typeof bitcoin.Transaction>
const wallet3 = () => api.accounts[2]!
const scriptOf = (address: string) => bitcoin.address.toOutputScript(address, REGTEST_NETWORK)

type Spend = {
  inputs: { utxo: Utxo; address: string; signer: bitcoin.Signer; internalKey?: Uint8Array }[]
  outputs: { address: string; value: number }[]
}

/** A signed transaction, built and signed with bitcoinjs-lib's PSBT like a wallet would. */
function buildTransaction({ inputs, outputs }: Spend): InstanceType<typeof bitcoin.Transaction> {
  const psbt = new bitcoin.Psbt({ network: REGTEST_NETWORK })
  for (const { utxo, address, internalKey } of inputs)
    psbt.addInput({
      hash: utxo.txid,
      index: utxo.vout,
      witnessUtxo: { script: scriptOf(address), value: utxo.value },
      ...(internalKey ? { tapInternalKey: Buffer.from(internalKey) } : {}),
    })
  for (const output of outputs) psbt.addOutput(output)
  for (const [i, { signer }] of inputs.entries()) psbt.signInput(i, signer)
  psbt.finalizeAllInputs()
  return psbt.extractTransaction()
}

const paymentInput = (account: DevnetBitcoinAccount, utxo: Utxo) => ({
  utxo,
  address: account.payment.address,
  signer: createEcdsaSigner(account.payment.privateKey),
})
const ordinalInput = (account: DevnetBitcoinAccount, utxo: Utxo) => ({
  utxo,
  address: account.ordinal.address,
  signer: createTaprootSigner(account.ordinal.privateKey),
  internalKey: account.ordinal.internalPubkey,
})
const utxosOf = (address: string) => getJson<Utxo[]>(`/address/${address}/utxo`)

describe('the chain', () => {
  test('starts at the real regtest genesis block, so the CAIP-2 id is bip122:0f9188f1…', async () => {
    expect(await get('/block-height/0')).toMatchObject({ status: 200, text: REGTEST_GENESIS_HASH })
    expect(api.config.caipNetworkId).toBe('bip122:0f9188f13cb7b2c71f2a335e3a4fc328')
    expect(BITCOIN_REGTEST_CAIP_NETWORK_ID).toBe(`bip122:${REGTEST_GENESIS_HASH.slice(0, 32)}`)
    const genesis = await getJson<EsploraBlock>(`/block/${REGTEST_GENESIS_HASH}`)
    expect(genesis).toMatchObject({
      height: 0,
      previousblockhash: null,
      merkle_root: '4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b',
      timestamp: 1_296_688_602,
      nonce: 2,
      bits: 0x207fffff,
      tx_count: 1,
    })
  })

  test('is seeded with 101 blocks (block 1’s coinbase matures) and the funding block', async () => {
    expect((await get('/blocks/tip/height')).text).toBe(String(COINBASE_MATURITY + 2))
  })

  test('every block links to the previous one, meets its proof of work and commits to its transactions', async () => {
    const tip = Number((await get('/blocks/tip/height')).text)
    let previous = REGTEST_GENESIS_HASH
    for (let height = 1; height <= tip; height++) {
      const hash = (await get(`/block-height/${height}`)).text
      const header = bitcoin.Block.fromHex((await get(`/block/${hash}/header`)).text)
      expect(header.getId()).toBe(hash)
      expect(Buffer.from(header.prevHash!).reverse().toString('hex')).toBe(previous)
      expect(header.checkProofOfWork()).toBe(true)
      const block = api.ledger.getBlock(hash)!.block
      expect(block.checkTxRoots()).toBe(true) // merkle root and BIP-141 witness commitment
      const coinbase = block.transactions![0]!
      // BIP-34: the coinbase starts with the block height.
      const pushed = bitcoin.script.decompile(coinbase.ins[0]!.script)![0]!
      expect(
        typeof pushed === 'number' ? pushed - 0x50 : bitcoin.script.number.decode(pushed),
      ).toBe(height)
      previous = hash
    }
  })

  test('GET /blocks lists the last 10 blocks, newest first', async () => {
    const blocks = await getJson<EsploraBlock[]>('/blocks')
    expect(blocks).toHaveLength(10)
    for (const [i, block] of blocks.entries()) {
      if (i > 0) expect(blocks[i - 1]?.previousblockhash).toBe(block.id)
      expect(block.height).toBe(blocks[0]!.height - i)
    }
  })
})

describe('the seed: 1 BTC on each payment address, three 546-sat UTXOs on each ordinal address', () => {
  test.each([0, 1, 2])('account %i', async (i) => {
    const account = api.accounts[i]!
    const payment = await getJson<AddressInfo>(`/address/${account.payment.address}`)
    expect(payment.chain_stats).toEqual({
      funded_txo_count: 1,
      funded_txo_sum: BITCOIN_SEED.paymentSats,
      spent_txo_count: 0,
      spent_txo_sum: 0,
      tx_count: 1,
    })
    const ordinal = await utxosOf(account.ordinal.address)
    expect(ordinal.map((u) => [u.value, u.status.confirmed])).toEqual(
      BITCOIN_SEED.ordinalSats.map((value) => [value, true]),
    )
  })

  test('devnet.json’s bitcoin section names the API, regtest and every account', () => {
    expect(api.config).toEqual({
      apiUrl: api.url,
      network: 'regtest',
      caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
      accounts: api.accounts.map((a) => ({
        label: a.label,
        payment: a.payment.address,
        ordinal: a.ordinal.address,
      })),
    })
    expect(api.config.accounts.map((a) => a.label)).toEqual(['wallet-1', 'wallet-2', 'wallet-3'])
  })
})

const ZERO_HASH = '0'.repeat(64)

describe('errors, as Esplora answers them (plain text)', () => {
  test.each([
    { path: '/block/xyz', status: 400, text: 'Invalid hex string' },
    { path: `/block/${ZERO_HASH}`, status: 404, text: 'Block not found' },
    { path: '/block-height/abc', status: 400, text: 'Invalid height' },
    { path: '/block-height/99999', status: 404, text: 'Block not found' },
    { path: '/tx/1234', status: 400, text: 'Invalid hex string' },
    { path: `/tx/${ZERO_HASH}`, status: 404, text: 'Transaction not found' },
    { path: `/tx/${ZERO_HASH}/hex`, status: 404, text: 'Transaction not found' },
    { path: '/address/not-an-address', status: 400, text: 'Invalid Bitcoin address' },
    {
      path: '/address/bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu',
      status: 400,
      text: /is a mainnet address; this API serves regtest/,
    },
    {
      path: '/address/tb1qcr8te4kr609gcawutmrza0j4xv80jy8zn6xpjm/utxo',
      status: 400,
      text: /^Invalid Bitcoin address/,
    },
    { path: '/blocks/x', status: 400, text: 'Invalid height' },
    { path: '/nowhere', status: 404, text: 'no route GET /nowhere' },
  ])('GET $path → $status', async ({ path, status, text }) => {
    const response = await get(path)
    expect(response.status).toBe(status)
    expect(response.type).toMatch(/^text\/plain/)
    if (typeof text === 'string') expect(response.text).toBe(text)
    else expect(response.text).toMatch(text)
  })

  test.each([
    { body: '', text: 'the body must be a raw transaction in hex' },
    { body: 'zz', text: 'Invalid hex string' },
    { body: 'abc', text: 'Invalid hex string' },
    { body: '0100', text: /^TX decode failed: / },
    { body: 'ab'.repeat(400_002), text: /^tx-size: / },
  ])('POST /tx with $body.length hex characters → 400', async ({ body, text }) => {
    const response = await postTx(body)
    expect(response.status).toBe(400)
    if (typeof text === 'string') expect(response.text).toBe(text)
    else expect(response.text).toMatch(text)
  })

  test.each(['0', '201', 'abc', '1.5'])('POST /mine?blocks=%s → 400', async (blocks) => {
    const response = await fetch(`${api.url}/mine?blocks=${blocks}`, { method: 'POST' })
    expect(response.status).toBe(400)
    expect(await response.text()).toBe('blocks must be a whole number from 1 to 200')
  })

  test('a method other than GET, POST and OPTIONS → 405', async () => {
    const response = await fetch(`${api.url}/tx`, { method: 'DELETE' })
    expect(response.status).toBe(405)
  })

  test('a body over the limit → 413', async () => {
    const response = await postTx('a'.repeat(900_000))
    expect(response.status).toBe(413)
  })
})

describe('the other read routes', () => {
  test.each([
    {
      route: '/block/:hash/status',
      check: async () => {
        const genesis = await getJson(`/block/${REGTEST_GENESIS_HASH}/status`)
        expect(genesis).toEqual({
          in_best_chain: true,
          height: 0,
          next_best: (await get('/block-height/1')).text,
        })
      },
    },
    {
      route: '/block/:hash/txs/:start',
      check: async () => {
        expect((await get(`/block/${REGTEST_GENESIS_HASH}/txs/25`)).status).toBe(400)
        expect((await get(`/block/${REGTEST_GENESIS_HASH}/txs/3`)).status).toBe(400)
      },
    },
    {
      route: '/address/:address/txs/chain and /txs/mempool',
      check: async () => {
        const chain = await getJson<EsploraTransaction[]>(
          `/address/${wallet1.ordinal.address}/txs/chain`,
        )
        expect(chain.map((tx) => tx.status.confirmed)).toEqual([true])
        const after = await getJson<EsploraTransaction[]>(
          `/address/${wallet1.ordinal.address}/txs/chain/${chain[0]!.txid}`,
        )
        expect(after).toEqual([])
        expect(await getJson(`/address/${wallet1.ordinal.address}/txs/mempool`)).toEqual([])
        expect(
          (await get(`/address/${wallet1.ordinal.address}/txs/chain/${ZERO_HASH}`)).status,
        ).toBe(404)
      },
    },
    {
      route: '/mempool',
      check: async () => {
        expect(await getJson('/mempool')).toEqual({
          count: 0,
          vsize: 0,
          total_fee: 0,
          fee_histogram: [],
        })
      },
    },
    {
      route: '/',
      check: async () => {
        expect(await getJson('/')).toMatchObject({ tip: { height: expect.any(Number) } })
      },
    },
  ])('GET $route', async ({ check }) => {
    await check()
  })
})

describe('GET /fee-estimates', () => {
  test('answers a rate in sat/vB for Esplora’s targets, at or above the minimum relay fee', async () => {
    const estimates = await getJson<Record<string, number>>('/fee-estimates')
    for (const target of ['1', '2', '3', '6', '10', '25', '144', '504', '1008'])
      expect(estimates[target]).toBeGreaterThanOrEqual(1)
  })
})

describe('CORS: the demo’s origins (http://127.0.0.1:*, http://localhost:*) only', () => {
  test.each([
    { origin: 'http://127.0.0.1:5173', allowed: true },
    { origin: 'http://localhost:5174', allowed: true },
    { origin: 'https://127.0.0.1:5173', allowed: false },
    { origin: 'http://evil.example', allowed: false },
    { origin: 'http://127.0.0.1.evil.example', allowed: false },
  ])('$origin: allowed $allowed', async ({ origin, allowed }) => {
    const read = await fetch(`${api.url}/blocks/tip/height`, { headers: { origin } })
    expect(read.headers.get('access-control-allow-origin')).toBe(allowed ? origin : null)
    const preflight = await fetch(`${api.url}/tx`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST' },
    })
    expect(preflight.status).toBe(allowed ? 204 : 403)
    if (allowed) expect(preflight.headers.get('access-control-allow-methods')).toMatch(/POST/)
    const post = await fetch(`${api.url}/mine`, { method: 'POST', headers: { origin } })
    expect(post.status).toBe(allowed ? 200 : 403)
  })
})

describe('spending', () => {
  test('a P2WPKH spend from wallet-1’s payment address to wallet-2 moves UTXOs and balances', async () => {
    const [utxo] = await utxosOf(wallet1.payment.address)
    const before2 = await getJson<AddressInfo>(`/address/${wallet2.payment.address}`)
    const amount = 10_000_000
    const fee = 500
    const tx = buildTransaction({
      inputs: [paymentInput(wallet1, utxo!)],
      outputs: [
        { address: wallet2.payment.address, value: amount },
        { address: wallet1.payment.address, value: utxo!.value - amount - fee },
      ],
    })
    const posted = await postTx(tx.toHex())
    expect(posted).toEqual({ status: 200, text: tx.getId() })
    const txid = tx.getId()

    // In the mempool: unconfirmed, listed first, counted in mempool_stats.
    expect(await getJson(`/tx/${txid}/status`)).toEqual({ confirmed: false })
    expect(await getJson(`/mempool/txids`)).toEqual([txid])
    const pending = await getJson<EsploraTransaction>(`/tx/${txid}`)
    expect(pending).toMatchObject({ txid, fee, weight: tx.weight(), size: tx.byteLength() })
    expect(pending.vin[0]).toMatchObject({
      txid: utxo!.txid,
      vout: utxo!.vout,
      is_coinbase: false,
      prevout: {
        scriptpubkey_address: wallet1.payment.address,
        scriptpubkey_type: 'v0_p2wpkh',
        value: utxo!.value,
      },
    })
    expect(pending.vin[0]?.witness).toHaveLength(2)
    expect(pending.vout.map((o) => [o.scriptpubkey_address, o.value])).toEqual([
      [wallet2.payment.address, amount],
      [wallet1.payment.address, utxo!.value - amount - fee],
    ])
    const sender = await getJson<AddressInfo>(`/address/${wallet1.payment.address}`)
    expect(sender.mempool_stats).toEqual({
      funded_txo_count: 1,
      funded_txo_sum: utxo!.value - amount - fee,
      spent_txo_count: 1,
      spent_txo_sum: utxo!.value,
      tx_count: 1,
    })
    const senderUtxos = await utxosOf(wallet1.payment.address)
    expect(senderUtxos.map((u) => [u.txid, u.vout, u.value, u.status.confirmed])).toEqual([
      [txid, 1, utxo!.value - amount - fee, false],
    ])
    expect(
      (await getJson<EsploraTransaction[]>(`/address/${wallet2.payment.address}/txs`))[0]?.txid,
    ).toBe(txid)

    // Mined: confirmed in the new tip, balances moved on chain.
    const { height, hashes } = await mine()
    expect(await getJson(`/tx/${txid}/status`)).toMatchObject({
      confirmed: true,
      block_height: height,
      block_hash: hashes[0],
    })
    expect(await getJson<string[]>(`/block/${hashes[0]}/txids`)).toContain(txid)
    expect((await get(`/tx/${txid}/hex`)).text).toBe(tx.toHex())
    const after2 = await getJson<AddressInfo>(`/address/${wallet2.payment.address}`)
    expect(after2.chain_stats.funded_txo_sum - before2.chain_stats.funded_txo_sum).toBe(amount)
    expect(after2.mempool_stats.tx_count).toBe(0)
    const outspends = await getJson<{ spent: boolean; txid?: string; vin?: number }[]>(
      `/tx/${utxo!.txid}/outspends`,
    )
    expect(outspends[utxo!.vout]).toMatchObject({ spent: true, txid, vin: 0 })
    // The miner's coinbase of that block carries the fee.
    const [coinbase] = await getJson<EsploraTransaction[]>(`/block/${hashes[0]}/txs`)
    expect(coinbase?.vin[0]?.is_coinbase).toBe(true)
    expect(coinbase?.vout[0]?.value).toBe(blockSubsidy(height) + fee)
  })

  test('a double spend is refused: against the mempool, then against the chain', async () => {
    const [utxo] = await utxosOf(wallet2.payment.address)
    const spendTo = (address: string) =>
      buildTransaction({
        inputs: [paymentInput(wallet2, utxo!)],
        outputs: [{ address, value: utxo!.value - 1_000 }],
      })
    const first = spendTo(wallet3().payment.address)
    const second = spendTo(wallet1.payment.address)
    expect((await postTx(first.toHex())).status).toBe(200)
    expect(await postTx(second.toHex())).toEqual({
      status: 400,
      text: `txn-mempool-conflict: input 0 spends ${utxo!.txid}:${utxo!.vout}, which mempool transaction ${first.getId()} already spends`,
    })
    expect((await postTx(first.toHex())).text).toMatch(/^txn-already-in-mempool: /)
    await mine()
    expect(await postTx(second.toHex())).toEqual({
      status: 400,
      text: `bad-txns-inputs-missingorspent: input 0 spends ${utxo!.txid}:${utxo!.vout}, which ${first.getId()} already spent`,
    })
    expect((await postTx(first.toHex())).text).toMatch(/^txn-already-known: /)
  })

  test.each([
    {
      case: 'an output changed after signing',
      tamper: (tx: Tx) => {
        tx.outs[0]!.value -= 1
      },
      text: /^mandatory-script-verify-flag-failed: input 0: the signature does not verify/,
    },
    {
      case: 'a signature byte flipped',
      tamper: (tx: Tx) => {
        const signature = tx.ins[0]!.witness[0]!
        signature[10] = signature[10]! ^ 1
      },
      text: /^mandatory-script-verify-flag-failed: input 0: the signature/,
    },
    {
      case: 'another key’s public key in the witness',
      tamper: (tx: Tx) => {
        tx.ins[0]!.witness[1] = Buffer.from(wallet2.payment.publicKey)
      },
      text: /^mandatory-script-verify-flag-failed: input 0: the public key does not hash to the output/,
    },
    {
      case: 'no witness',
      tamper: (tx: Tx) => {
        tx.ins[0]!.witness = []
      },
      text: /^mandatory-script-verify-flag-failed: input 0: a P2WPKH witness has a signature and a public key/,
    },
  ])('a bad P2WPKH signature is refused: $case', async ({ tamper, text }) => {
    const [utxo] = await utxosOf(wallet3().payment.address)
    const tx = buildTransaction({
      inputs: [paymentInput(wallet3(), utxo!)],
      outputs: [{ address: wallet1.payment.address, value: utxo!.value - 1_000 }],
    })
    tamper(tx)
    const response = await postTx(tx.toHex())
    expect(response.status).toBe(400)
    expect(response.text).toMatch(text)
    expect(await getJson('/mempool/txids')).toEqual([])
  })

  test('a P2TR key-path spend moves an inscription UTXO from wallet-1’s ordinal address to wallet-2’s', async () => {
    const [inscription] = await utxosOf(wallet1.ordinal.address)
    const [funds] = await utxosOf(wallet1.payment.address)
    const fee = 1_000
    const build = () =>
      buildTransaction({
        inputs: [ordinalInput(wallet1, inscription!), paymentInput(wallet1, funds!)],
        outputs: [
          { address: wallet2.ordinal.address, value: inscription!.value },
          { address: wallet1.payment.address, value: funds!.value - fee },
        ],
      })
    const tampered = build()
    const signature = tampered.ins[0]!.witness[0]!
    signature[5] = signature[5]! ^ 1
    expect((await postTx(tampered.toHex())).text).toMatch(
      /^mandatory-script-verify-flag-failed: input 0: the Schnorr signature does not verify/,
    )
    const tx = build()
    expect(await postTx(tx.toHex())).toEqual({ status: 200, text: tx.getId() })
    await mine()
    const received = await utxosOf(wallet2.ordinal.address)
    expect(received.map((u) => u.value)).toEqual([546, 546, 546, 546])
    expect(received.at(-1)).toMatchObject({
      txid: tx.getId(),
      vout: 0,
      status: { confirmed: true },
    })
    expect((await utxosOf(wallet1.ordinal.address)).length).toBe(2)
    const shown = await getJson<EsploraTransaction>(`/tx/${tx.getId()}`)
    expect(shown.vin[0]?.prevout?.scriptpubkey_type).toBe('v1_p2tr')
    expect(shown.vin[0]?.witness).toHaveLength(1)
    expect(shown.fee).toBe(fee)
  })

  test.each([
    {
      case: 'outputs above the inputs',
      outputs: (value: number) => [{ value: value - 1_000 }],
      // A wallet's PSBT refuses to build it; a raw transaction can still say it.
      tamper: (tx: Tx, value: number) => {
        tx.outs[0]!.value = value + 1
      },
      text: /^bad-txns-in-belowout: the inputs hold \d+ sats but the outputs spend \d+$/,
    },
    {
      case: 'no fee',
      outputs: (value: number) => [{ value }],
      text: /^min relay fee not met: the fee of 0 sats is below \d+ \(1 sat\/vB × \d+ vB\)$/,
    },
    {
      case: 'a dust output',
      outputs: (value: number) => [{ value: value - 1_000 }, { value: 100 }],
      text: /^dust: output 1 of 100 sats is below the dust limit of 294$/,
    },
  ] as {
    case: string
    outputs: (value: number) => { value: number }[]
    tamper?: (tx: Tx, value: number) => void
    text: RegExp
  }[])('$case is refused', async ({ outputs, tamper, text }) => {
    const [utxo] = await utxosOf(wallet3().payment.address)
    const tx = buildTransaction({
      inputs: [paymentInput(wallet3(), utxo!)],
      outputs: outputs(utxo!.value).map(({ value }) => ({
        address: wallet1.payment.address,
        value,
      })),
    })
    tamper?.(tx, utxo!.value)
    expect(await postTx(tx.toHex())).toMatchObject({
      status: 400,
      text: expect.stringMatching(text),
    })
  })

  test('an input that does not exist is refused', async () => {
    const utxo = { txid: 'ab'.repeat(32), vout: 0, value: 5_000, status: { confirmed: true } }
    const tx = buildTransaction({
      inputs: [paymentInput(wallet3(), utxo)],
      outputs: [{ address: wallet1.payment.address, value: 4_000 }],
    })
    expect(await postTx(tx.toHex())).toEqual({
      status: 400,
      text: `bad-txns-inputs-missingorspent: input 0 spends ${utxo.txid}:0, which does not exist`,
    })
  })

  test('a coinbase output with fewer than 100 confirmations cannot be spent', async () => {
    const minerKey = derivePaymentKey(
      bitcoinRootFromMnemonic(DEVNET_MNEMONIC),
      DEVNET_ACCOUNT_INDEXES.deployer,
    )
    const { hashes } = await mine()
    const [coinbase] = await getJson<EsploraTransaction[]>(`/block/${hashes[0]}/txs`)
    const utxo = {
      txid: coinbase!.txid,
      vout: 0,
      value: coinbase!.vout[0]!.value,
      status: { confirmed: true },
    }
    const tx = buildTransaction({
      inputs: [{ utxo, address: minerKey.address, signer: createEcdsaSigner(minerKey.privateKey) }],
      outputs: [{ address: wallet1.payment.address, value: utxo.value - 1_000 }],
    })
    expect((await postTx(tx.toHex())).text).toBe(
      'bad-txns-premature-spend-of-coinbase: input 0 spends a coinbase output with fewer than 100 confirmations',
    )
  })
})

describe('automatic blocks', () => {
  test.each([
    { mineAfterMs: 0, confirmedAtOnce: true },
    { mineAfterMs: 200, confirmedAtOnce: false },
  ])(
    'mineAfterMs $mineAfterMs: an accepted transaction is mined',
    async ({ mineAfterMs, confirmedAtOnce }) => {
      const [port] = (await getFreePorts(1)) as [number]
      const own = await startBitcoinApi({ port, mnemonic: DEVNET_MNEMONIC, mineAfterMs })
      try {
        const account = own.accounts[0]!
        const response = await fetch(`${own.url}/address/${account.payment.address}/utxo`)
        const [utxo] = (await response.json()) as Utxo[]
        const tx = buildTransaction({
          inputs: [paymentInput(account, utxo!)],
          outputs: [{ address: own.accounts[1]!.payment.address, value: utxo!.value - 1_000 }],
        })
        const posted = await fetch(`${own.url}/tx`, { method: 'POST', body: tx.toHex() })
        expect(await posted.text()).toBe(tx.getId())
        const status = async () =>
          (
            (await (await fetch(`${own.url}/tx/${tx.getId()}/status`)).json()) as {
              confirmed: boolean
            }
          ).confirmed
        expect(await status()).toBe(confirmedAtOnce)
        await vi.waitFor(async () => expect(await status()).toBe(true), { timeout: 5_000 })
      } finally {
        await own.close()
      }
    },
  )
})
