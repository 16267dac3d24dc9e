import { describe, expect, it } from 'vitest'
import { DEFAULT_ACCOUNT_TYPES } from '../../config/options.js'
import { createFakeAdapter, testInstance, testNetwork } from '../../testing/index.js'

const A = testNetwork(31337)

async function withAuth(smartAccountNetworks: string[], start: 'eoa' | 'smartAccount') {
  const fake = createFakeAdapter('eip155', [
    { id: 'auth', type: 'AUTH', address: '0xA', chainId: 31337 },
  ])
  const portico = testInstance({ networks: [A], adapters: [fake.adapter], smartAccountNetworks })
  portico.mount()
  await portico.connect({ connectorId: 'auth' })
  portico._internal.stores.chains.setState((s) => ({
    accounts: { ...s.accounts, eip155: { ...s.accounts.eip155!, preferredAccountType: start } },
  }))
  return { portico, fake }
}

describe('preferred account type (spec §4)', () => {
  it.each([
    ['eip155', 'smartAccount'],
    ['polkadot', 'eoa'],
    ['solana', 'eoa'],
    ['bip122', 'payment'],
  ] as const)(
    "'Defaults: bitcoin payment, EVM smartAccount, polkadot and solana eoa': %s %s",
    (namespace, type) => {
      expect(DEFAULT_ACCOUNT_TYPES[namespace]).toBe(type)
    },
  )

  it('a connected EVM account starts with its namespace default', async () => {
    const fake = createFakeAdapter('eip155', [{ id: 'w', address: '0xA', chainId: 31337 }])
    const portico = testInstance({ networks: [A], adapters: [fake.adapter] })
    portico.mount()
    await portico.connect({ connectorId: 'w' })
    expect(portico.getAccount().preferredAccountType).toBe('smartAccount')
  })

  it.each([
    [
      "'switching is allowed only if smart accounts are enabled and the current type is eoa'",
      ['eip155:31337'],
      'eoa',
      'smartAccount',
      true,
    ],
    ['smart accounts not enabled on this network', [], 'eoa', 'smartAccount', false],
    ['already a smart account', ['eip155:31337'], 'smartAccount', 'smartAccount', false],
    ['back to eoa from a smart account', [], 'smartAccount', 'eoa', true],
  ] as const)('%s', async (_rule, networks, start, target, allowed) => {
    const { portico } = await withAuth([...networks], start)
    expect(portico.account.canSwitchType({ namespace: 'eip155', accountType: target })).toBe(
      allowed,
    )
  })

  it("'is set on the auth connector then reconnected'", async () => {
    const { portico, fake } = await withAuth(['eip155:31337'], 'eoa')
    await portico.account.setPreferredType({ namespace: 'eip155', accountType: 'smartAccount' })
    expect(fake.calls.slice(-2)).toEqual([
      'setPreferredAccountType:auth:smartAccount',
      'reconnect:auth',
    ])
    expect(portico.getAccount().preferredAccountType).toBe('smartAccount')
  })

  it('refuses a switch the rule does not allow', async () => {
    const { portico } = await withAuth([], 'eoa')
    await expect(
      portico.account.setPreferredType({ namespace: 'eip155', accountType: 'smartAccount' }),
    ).rejects.toThrow()
  })

  it("'No auth connector found' for a wallet that is not the auth connector", async () => {
    const fake = createFakeAdapter('eip155', [{ id: 'w', address: '0xA', chainId: 31337 }])
    const portico = testInstance({
      networks: [A],
      adapters: [fake.adapter],
      smartAccountNetworks: ['eip155:31337'],
    })
    portico.mount()
    await portico.connect({ connectorId: 'w' })
    portico._internal.stores.chains.setState((s) => ({
      accounts: { ...s.accounts, eip155: { ...s.accounts.eip155!, preferredAccountType: 'eoa' } },
    }))
    await expect(
      portico.account.setPreferredType({ namespace: 'eip155', accountType: 'smartAccount' }),
    ).rejects.toThrow('No auth connector found')
  })
})
