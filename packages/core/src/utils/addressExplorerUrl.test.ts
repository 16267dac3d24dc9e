import { describe, expect, it } from 'vitest'
import { testNetwork } from '../testing/index.js'
import { addressExplorerUrl } from './addressExplorerUrl.js'

const withExplorer = (url: string) => ({
  ...testNetwork(1),
  blockExplorers: { default: { name: 'Scan', url } },
})

describe('addressExplorerUrl', () => {
  it.each([
    ['an https explorer', 'https://scan.test', 'https://scan.test/address/0xAbc'],
    ['a trailing slash', 'https://scan.test/', 'https://scan.test/address/0xAbc'],
    ['an explorer under a path', 'https://x.test/chain/', 'https://x.test/chain/address/0xAbc'],
    ['a javascript: URL is refused', 'javascript:alert(1)', undefined],
    ['a data: URL is refused', 'data:text/html,hi', undefined],
    ['not a URL', 'scan', undefined],
  ])('%s', (_case, base, expected) => {
    expect(addressExplorerUrl(withExplorer(base), '0xAbc')).toBe(expected)
  })

  it('no explorer, no link', () => {
    expect(addressExplorerUrl(testNetwork(1), '0xAbc')).toBeUndefined()
  })
})
