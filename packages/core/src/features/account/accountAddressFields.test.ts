import { describe, expect, it } from 'vitest'
import { createFakeAdapter, testInstance, testNetwork } from '../../testing/index.js'
import type { Network } from '../../types/network.js'

const RULE =
  'spec §3 "Account state (per chain): … addressExplorerUrl … addressLabels": stored with the account, kept in step with its address and network'

const withExplorer = (network: Network, url: string): Network => ({
  ...network,
  blockExplorers: { default: { name: 'Explorer', url } },
})
const A = withExplorer(testNetwork(31337), 'https://a.example/explorer')
const B = withExplorer(testNetwork(31338), 'https://b.example')
const NO_EXPLORER = testNetwork(31339)

async function connected() {
  const fake = createFakeAdapter('eip155', [
    { id: 'w1', address: '0xA1', chainId: 31337 },
    { id: 'w2', address: '0xB2', chainId: 31337 },
  ])
  const portico = testInstance({ adapters: [fake.adapter], networks: [A, B, NO_EXPLORER] })
  portico.mount()
  await portico.connect({ connectorId: 'w1' })
  return { portico, fake }
}

describe(RULE, () => {
  it.each([
    ['connect', async () => (await connected()).portico, 'https://a.example/explorer/address/0xA1'],
    [
      'switchNetwork',
      async () => {
        const { portico } = await connected()
        await portico.switchNetwork({ network: B })
        return portico
      },
      'https://b.example/address/0xA1',
    ],
    [
      'switchNetwork to a network without an explorer',
      async () => {
        const { portico } = await connected()
        await portico.switchNetwork({ network: NO_EXPLORER })
        return portico
      },
      undefined,
    ],
    [
      'the wallet switches account',
      async () => {
        const { portico, fake } = await connected()
        fake.emit({ type: 'accountChanged', address: '0xC3', connectorId: 'w1' })
        return portico
      },
      'https://a.example/explorer/address/0xC3',
    ],
    [
      'the wallet switches chain',
      async () => {
        const { portico, fake } = await connected()
        fake.emit({ type: 'chainChanged', chainId: 31338, connectorId: 'w1' })
        return portico
      },
      'https://b.example/address/0xA1',
    ],
    [
      'disconnect',
      async () => {
        const { portico } = await connected()
        await portico.disconnect()
        return portico
      },
      undefined,
    ],
  ])('addressExplorerUrl after %s', async (_flow, run, url) => {
    const portico = await run()
    expect(portico.getAccount().addressExplorerUrl).toBe(url)
  })

  it('addressLabels: the account types of the connection, kept across network switches, cleared on disconnect', async () => {
    const { portico } = await connected()
    // A plain wallet's account has no type: no label.
    expect(portico.getAccount().addressLabels).toEqual(new Map())
    const { portico: typed, fake } = await connected()
    // The connection's typed accounts (as the Bitcoin and embedded wallets answer them).
    await typed.disconnect()
    fake.adapter.connect = async () => ({
      address: '0xA1',
      chainId: 31337,
      accounts: [
        { address: '0xA1', type: 'eoa' },
        { address: '0x5A', type: 'smartAccount' },
      ],
    })
    await typed.connect({ connectorId: 'w1' })
    const labels = new Map([
      ['0xA1', 'eoa'],
      ['0x5A', 'smartAccount'],
    ])
    expect(typed.getAccount().addressLabels).toEqual(labels)
    await typed.switchNetwork({ network: B })
    expect(typed.getAccount().addressLabels).toEqual(labels)
    await typed.disconnect()
    expect(typed.getAccount().addressLabels).toBeUndefined()
  })
})
