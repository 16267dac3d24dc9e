import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ed25519 } from '@noble/curves/ed25519'
import { base58, hex } from '@scure/base'
import { afterAll, describe, expect, it } from 'vitest'
import { deriveSolanaKeys } from '../../../../devnet/src/keys/solanaKeys.js'
import { ANVIL_MNEMONIC } from '../provider/defaults.js'
import { getServedTestWalletsConfig } from './getServedTestWalletsConfig.js'

const dir = mkdtempSync(join(tmpdir(), 'portico-served-solana-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function served(devnet: object) {
  const path = join(dir, `${Math.random().toString(36).slice(2)}.json`)
  writeFileSync(path, JSON.stringify(devnet))
  return getServedTestWalletsConfig({ devnetJsonPath: path, chainAPort: 1, chainBPort: 2 }).config
}

const SOLANA = {
  rpcUrl: 'http://127.0.0.1:8899',
  wsUrl: 'ws://127.0.0.1:8900',
  caipNetworkId: 'solana:GA8TCR2dM6JTrFGLr5vCJh5JvMB5LP9P',
}

describe("the served config's Solana part (devnet.json `solana`)", () => {
  it("the local network and the keys m/44'/501'/i'/0' of the devnet mnemonic, as the devnet derives them", () => {
    const config = served({ mnemonic: ANVIL_MNEMONIC, chains: [], solana: SOLANA })
    expect(config.solana).toMatchObject({
      caipNetworkId: SOLANA.caipNetworkId,
      rpcUrl: SOLANA.rpcUrl,
    })
    const addresses = (config.solana?.secretKeys ?? []).map((key) =>
      base58.encode(ed25519.getPublicKey(hex.decode(key.replace(/^0x/, '')))),
    )
    expect(addresses).toHaveLength(10)
    for (const key of deriveSolanaKeys(ANVIL_MNEMONIC).filter((k) => k.index < 10))
      expect(addresses[key.index]).toBe(key.address)
  })

  it.each([
    ['no solana section (an older devnet)', {}],
    ['a malformed CAIP-2 id', { solana: { ...SOLANA, caipNetworkId: 'solana:short' } }],
    ['no RPC URL', { solana: { ...SOLANA, rpcUrl: 42 } }],
  ])('%s: no Solana part (the wallet keeps its defaults)', (_case, devnet) => {
    expect(served({ mnemonic: ANVIL_MNEMONIC, chains: [], ...devnet }).solana).toBeUndefined()
  })
})
