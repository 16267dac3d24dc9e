import { zeroAddress } from 'viem'
import { type FixtureToken, type FixtureTransaction, fixtureHash } from './historyFixture.js'

export const FIXTURE_ACCOUNT = '0x00000000000000000000000000000000000000aa'
export const FIXTURE_OTHER = '0x00000000000000000000000000000000000000bb'
export const FIXTURE_THIRD = '0x00000000000000000000000000000000000000cc'
export const FIXTURE_USDC: FixtureToken = {
  address: '0x000000000000000000000000000000000000a0b8',
  name: 'USD Coin',
  symbol: 'USDC',
  decimals: 6,
}
export const FIXTURE_PALS: FixtureToken = {
  address: '0x0000000000000000000000000000000000009a15',
  name: 'Portico Pals',
  symbol: 'PALS',
  decimals: 0,
}

/**
 * `count` transactions of FIXTURE_ACCOUNT, two a block from block 1000, cycling through what
 * history shows: a native send, a USDC receipt, a native send with a USDC transfer in the same
 * transaction, an NFT mint (with metadata), a reverted send (not listed), an NFT sent away (every
 * other minted token) — and a transaction between two others the account's lists never hold.
 */
export function buildHistoryFixture(count: number): FixtureTransaction[] {
  const fixture: FixtureTransaction[] = []
  for (let i = 0; i < count; i++) {
    const block = 1000 + Math.floor(i / 2)
    const base = {
      hash: fixtureHash(i + 1),
      block,
      index: i % 2,
      timestamp: 1_700_000_000 + block * 12,
    }
    const a = FIXTURE_ACCOUNT
    const b = FIXTURE_OTHER
    switch (i % 6) {
      case 0:
        fixture.push({ ...base, from: a, to: b, value: '1000000000000000000', transfers: [] })
        break
      case 1:
        fixture.push({
          ...base,
          from: b,
          to: FIXTURE_USDC.address,
          value: '0',
          transfers: [
            { kind: 'erc20', token: FIXTURE_USDC, from: b, to: a, amount: '2500000', logIndex: 3 },
          ],
        })
        break
      case 2:
        fixture.push({
          ...base,
          from: a,
          to: b,
          value: '500000000000000000',
          transfers: [
            { kind: 'erc20', token: FIXTURE_USDC, from: a, to: b, amount: '1000000', logIndex: 0 },
          ],
        })
        break
      case 3:
        fixture.push({
          ...base,
          from: a,
          to: FIXTURE_PALS.address,
          value: '0',
          transfers: [
            {
              kind: 'erc721',
              token: FIXTURE_PALS,
              from: zeroAddress,
              to: a,
              amount: String(i),
              logIndex: 1,
              metadata: {
                name: `Pal ${i}`,
                // One token's image is no web URL: the adapter must leave it out.
                image: i === 3 ? 'javascript:alert(1)' : `https://assets.example/pals/${i}.png`,
              },
            },
          ],
        })
        break
      case 4:
        fixture.push({
          ...base,
          from: a,
          to: b,
          value: '3000000000000000000',
          failed: true,
          transfers: [],
        })
        break
      default:
        fixture.push(
          i % 12 === 5
            ? {
                ...base,
                from: a,
                to: FIXTURE_PALS.address,
                value: '0',
                transfers: [
                  {
                    kind: 'erc721',
                    token: FIXTURE_PALS,
                    from: a,
                    to: FIXTURE_THIRD,
                    amount: String(i - 2),
                    logIndex: 0,
                  },
                ],
              }
            : { ...base, from: b, to: FIXTURE_THIRD, value: '7', transfers: [] },
        )
    }
  }
  return fixture
}

/** What the account's history must list, newest first (block, then hash), with its transfers' directions. */
export function expectedHistory(fixture: readonly FixtureTransaction[], account: string) {
  return fixture
    .map((tx) => {
      const native =
        !tx.failed && BigInt(tx.value) > 0n && (tx.from === account || tx.to === account)
      const transfers = tx.transfers.filter((t) => t.from === account || t.to === account)
      return { tx, count: (native ? 1 : 0) + transfers.length }
    })
    .filter(({ count }) => count > 0)
    .sort((x, y) => y.tx.block - x.tx.block || (x.tx.hash < y.tx.hash ? 1 : -1))
    .map(({ tx, count }) => ({ id: tx.hash, block: tx.block, count }))
}
