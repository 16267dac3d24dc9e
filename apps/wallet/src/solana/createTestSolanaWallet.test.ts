import { ed25519 } from '@noble/curves/ed25519'
import {
  address,
  appendTransactionMessageInstructions,
  type Blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getBase58Decoder,
  getTransactionDecoder,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import type { WalletAccount } from '@wallet-standard/base'
import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../provider/createMemoryStorage.js'
import { createTestSolanaWallet } from './createTestSolanaWallet.js'
import { deriveTestSolanaKeys } from './installTestSolanaWallets.js'
import { SOLANA_CLUSTER_CHAINS } from './solanaClusters.js'

const keys = deriveTestSolanaKeys(undefined, 3)
const addressOf = (i: number) => getBase58Decoder().decode(keys[i]!.publicKey)
const LOCAL = {
  chain: 'solana:GA8TCR2dM6JTrFGLr5vCJh5JvMB5LP9P',
  rpcUrl: 'http://127.0.0.1:1',
} as const

function wallet(storage = createMemoryStorage()) {
  return createTestSolanaWallet({
    wallet: { name: 'Test', id: 'xyz.test.solana' },
    keys,
    chains: [LOCAL, ...SOLANA_CLUSTER_CHAINS],
    storage,
  })
}
type Features = Record<string, Record<string, (...args: never[]) => Promise<unknown>>>
const feature = (w: ReturnType<typeof wallet>, name: string) =>
  (w.wallet.features as unknown as Features)[name]!

async function connect(w: ReturnType<typeof wallet>, silent = false) {
  const connectFn = feature(w, 'standard:connect').connect as (input?: {
    silent?: boolean
  }) => Promise<{ accounts: readonly WalletAccount[] }>
  return (await connectFn(silent ? { silent: true } : undefined)).accounts
}

/** An unsigned SOL transfer from `from`, legacy or v0, as wire bytes. */
function transfer(from: string, version: 'legacy' | 0): Uint8Array {
  const signer = createNoopSigner(address(from))
  const message = pipe(
    createTransactionMessage({ version }),
    (m) => setTransactionMessageFeePayerSigner(signer, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: addressOf(2) as Blockhash, lastValidBlockHeight: 100n },
        m,
      ),
    (m) =>
      appendTransactionMessageInstructions(
        [
          getTransferSolInstruction({
            source: signer,
            destination: address(addressOf(1)),
            amount: 5n,
          }),
        ],
        m,
      ),
  )
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)))
}

describe('the test Solana wallet (wallet-standard)', () => {
  it("lists the local chain and the three clusters; keys at m/44'/501'/i'/0' of the devnet mnemonic", async () => {
    const w = wallet()
    expect(w.wallet.chains).toEqual([LOCAL.chain, ...SOLANA_CLUSTER_CHAINS.map((c) => c.chain)])
    expect(Object.keys(w.wallet.features).sort()).toEqual([
      'solana:signAndSendTransaction',
      'solana:signMessage',
      'solana:signTransaction',
      'standard:connect',
      'standard:disconnect',
      'standard:events',
    ])
    // Phantom's path for the `test … junk` mnemonic, account 0.
    expect(addressOf(0)).toBe(w.getState().address)
    expect(w.wallet.accounts).toEqual([])
  })

  it('connect: silent answers nothing until the page is authorized; approval persists across a reload', async () => {
    const storage = createMemoryStorage()
    const w = wallet(storage)
    expect(await connect(w, true)).toEqual([])
    const changes: unknown[] = []
    ;(feature(w, 'standard:events').on as unknown as (e: string, l: (c: unknown) => void) => void)(
      'change',
      (c) => changes.push(c),
    )
    const accounts = await connect(w)
    expect(accounts.map((a) => a.address)).toEqual([addressOf(0)])
    expect(changes).toHaveLength(1)
    expect((await connect(wallet(storage), true)).map((a) => a.address)).toEqual([addressOf(0)])
  })

  it.each([
    ['reject: true refuses every prompt', { reject: true }],
    ["reject: ['standard:connect'] refuses only connecting", { reject: ['standard:connect'] }],
  ])('%s with 4001', async (_rule, behavior) => {
    const w = wallet()
    w.setBehavior(behavior)
    await expect(connect(w)).rejects.toMatchObject({ code: 4001 })
    expect(w.getState().connected).toBe(false)
  })

  it('signMessage: an ed25519 signature by the account; before connecting or for another account, 4100', async () => {
    const w = wallet()
    const sign = feature(w, 'solana:signMessage').signMessage as (
      ...inputs: { account: WalletAccount; message: Uint8Array }[]
    ) => Promise<{ signature: Uint8Array; signedMessage: Uint8Array }[]>
    const stranger = { address: addressOf(1) } as WalletAccount
    const message = new TextEncoder().encode('hello')
    await expect(sign({ account: stranger, message })).rejects.toMatchObject({ code: 4100 })
    const [account] = await connect(w)
    const [output] = await sign({ account: account!, message })
    expect(ed25519.verify(output!.signature, message, keys[0]!.publicKey)).toBe(true)
    expect(output!.signedMessage).toEqual(message)
    await expect(sign({ account: stranger, message })).rejects.toMatchObject({ code: 4100 })
  })

  it.each(['legacy', 0] as const)(
    'signTransaction (%s): the signature in the fee payer slot verifies over the message',
    async (version) => {
      const w = wallet()
      const [account] = await connect(w)
      const signTx = feature(w, 'solana:signTransaction').signTransaction as (
        ...inputs: { account: WalletAccount; transaction: Uint8Array }[]
      ) => Promise<{ signedTransaction: Uint8Array }[]>
      const [output] = await signTx({
        account: account!,
        transaction: transfer(addressOf(0), version),
      })
      const decoded = getTransactionDecoder().decode(output!.signedTransaction)
      const signature = decoded.signatures[address(addressOf(0))]
      expect(signature).toBeTruthy()
      expect(
        ed25519.verify(signature!, new Uint8Array(decoded.messageBytes), keys[0]!.publicKey),
      ).toBe(true)
    },
  )

  it('refuses to sign a transaction the account is no signer of, and a chain it does not know', async () => {
    const w = wallet()
    const [account] = await connect(w)
    const signTx = feature(w, 'solana:signTransaction').signTransaction as (
      ...inputs: { account: WalletAccount; transaction: Uint8Array }[]
    ) => Promise<unknown>
    await expect(
      signTx({ account: account!, transaction: transfer(addressOf(1), 0) }),
    ).rejects.toMatchObject({ code: -32602 })
    const send = feature(w, 'solana:signAndSendTransaction').signAndSendTransaction as (
      ...inputs: { account: WalletAccount; transaction: Uint8Array; chain: string }[]
    ) => Promise<unknown>
    await expect(
      send({ account: account!, transaction: transfer(addressOf(0), 0), chain: 'solana:unknown' }),
    ).rejects.toMatchObject({ code: -32602 })
  })

  it('setAccount and a wallet-side disconnect are announced by standard:events', async () => {
    const w = wallet()
    await connect(w)
    const seen: string[][] = []
    ;(
      feature(w, 'standard:events').on as unknown as (
        e: string,
        l: (c: { accounts?: readonly WalletAccount[] }) => void,
      ) => void
    )('change', (c) => seen.push((c.accounts ?? []).map((a) => a.address)))
    expect(w.setAccount(1)).toBe(addressOf(1))
    w.disconnect()
    expect(seen).toEqual([[addressOf(1)], []])
    expect(() => w.setAccount(99)).toThrow(RangeError)
  })
})
