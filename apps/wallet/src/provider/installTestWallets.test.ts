import { afterEach, describe, expect, test } from 'vitest'
import type { TestWallet } from './createTestWalletProvider.js'
import { TEST_WALLET_2_RDNS, TEST_WALLET_RDNS } from './defaults.js'
import { installTestWallets } from './installTestWallets.js'
import type { EIP6963ProviderInfo, TestWalletEIP1193Provider } from './types.js'

type Announcement = { info: EIP6963ProviderInfo; provider: TestWalletEIP1193Provider }

/** A stand-in window: an EventTarget that collects EIP-6963 announcements. */
function createTarget() {
  const target = new EventTarget() as EventTarget & Record<string, unknown>
  const announced: Announcement[] = []
  target.addEventListener('eip6963:announceProvider', (event) => {
    announced.push((event as CustomEvent<Announcement>).detail)
  })
  return { target, announced }
}

const cleanups: Array<() => void> = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

describe('installTestWallets: EIP-6963', () => {
  test('announces both default wallets at install and again on every eip6963:requestProvider', () => {
    const { target, announced } = createTarget()
    cleanups.push(installTestWallets({ target }).uninstall)
    expect(announced.map((a) => a.info.rdns)).toEqual([TEST_WALLET_RDNS, TEST_WALLET_2_RDNS])

    target.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(announced).toHaveLength(4)
    const [first, second, third, fourth] = announced as [
      Announcement,
      Announcement,
      Announcement,
      Announcement,
    ]
    // Re-announcements carry the very same detail: same uuid, same provider object.
    expect(third).toBe(first)
    expect(fourth).toBe(second)
    expect(first.info.uuid).not.toBe(second.info.uuid)
    for (const { info } of [first, second])
      expect(info.uuid).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      )
    expect([first.info.name, second.info.name]).toEqual([
      'Portico Test Wallet',
      'Portico Test Wallet 2',
    ])
    expect(first.info.icon).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(first.provider).not.toBe(second.provider)
  })

  test('the announced detail and info are frozen', () => {
    const { target, announced } = createTarget()
    cleanups.push(installTestWallets({ target }).uninstall)
    const [detail] = announced
    expect(Object.isFrozen(detail)).toBe(true)
    expect(Object.isFrozen(detail?.info)).toBe(true)
  })

  test('puts the controls on porticoTestWallets by rdns; a second install adds no duplicates', async () => {
    const { target, announced } = createTarget()
    const { wallets, uninstall } = installTestWallets({ target })
    cleanups.push(uninstall)
    const controls = target.porticoTestWallets as Record<string, TestWallet>
    expect(controls).toBe(wallets)
    expect(Object.keys(controls)).toEqual([TEST_WALLET_RDNS, TEST_WALLET_2_RDNS])

    cleanups.push(installTestWallets({ target }).uninstall)
    expect(announced).toHaveLength(2)
    expect(target.porticoTestWallets).toBe(controls)

    const accounts = await Promise.all(
      [TEST_WALLET_RDNS, TEST_WALLET_2_RDNS].map((rdns) =>
        controls[rdns]!.provider.request({ method: 'eth_requestAccounts' }),
      ),
    )
    // anvil accounts #0 and #1.
    expect(accounts).toEqual([
      ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
      ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'],
    ])
  })

  test('uninstall stops answering eip6963:requestProvider', () => {
    const { target, announced } = createTarget()
    installTestWallets({ target }).uninstall()
    target.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(announced).toHaveLength(2)
  })
})

describe('installTestWallets: config', () => {
  test('both default wallets know chains 31337 and 31338 and start on 31337', () => {
    const { target } = createTarget()
    const { wallets, uninstall } = installTestWallets({ target })
    cleanups.push(uninstall)
    for (const wallet of Object.values(wallets))
      expect(wallet.getState()).toMatchObject({
        chainId: 31337,
        chains: [
          { chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' },
          { chainId: 31338, rpcUrl: 'http://127.0.0.1:8546' },
        ],
      })
  })

  test('chains, behaviors and windowEthereum come from the config', () => {
    const { target } = createTarget()
    const { wallets, uninstall } = installTestWallets({
      target,
      config: {
        chains: [{ chainId: 31338, rpcUrl: 'http://127.0.0.1:18546' }],
        behaviors: { [TEST_WALLET_2_RDNS]: { reject: ['personal_sign'], delayMs: 5 } },
        windowEthereum: TEST_WALLET_2_RDNS,
      },
    })
    cleanups.push(uninstall)
    expect(wallets[TEST_WALLET_RDNS]?.getState()).toMatchObject({
      chainId: 31338,
      behavior: { reject: false, delayMs: 0 },
    })
    expect(wallets[TEST_WALLET_2_RDNS]?.getState().behavior).toEqual({
      reject: ['personal_sign'],
      delayMs: 5,
    })
    expect(target.ethereum).toBe(wallets[TEST_WALLET_2_RDNS]?.provider)
  })

  test('custom wallets replace the defaults; two wallets may not share an rdns', () => {
    const { target, announced } = createTarget()
    cleanups.push(
      installTestWallets({
        target,
        config: { wallets: [{ name: 'Only', rdns: 'xyz.only', accountIndex: 4 }] },
      }).uninstall,
    )
    expect(announced.map((a) => a.info.name)).toEqual(['Only'])
    expect(() =>
      installTestWallets({
        target: createTarget().target,
        config: {
          wallets: [
            { name: 'A', rdns: 'xyz.same' },
            { name: 'B', rdns: 'xyz.same' },
          ],
        },
      }),
    ).toThrowErrorMatchingInlineSnapshot(`[Error: Two test wallets share the rdns xyz.same.]`)
  })
})
