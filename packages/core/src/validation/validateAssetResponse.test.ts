import { describe, expect, it } from 'vitest'
import type { WalletAsset } from './types.js'
import { validateAssetResponse } from './validateAssetResponse.js'

const RULE =
  'spec §5: Asset responses: each asset needs string address, string balance, type ERC20 or NATIVE, metadata with string name, symbol, iconUrl and numeric decimals and price; otherwise ignored'
const DECIMALS_RULE = "spec §5: Tokens with decimals '0' are filtered out"

const usdc: WalletAsset = {
  address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  balance: '0x5f5e100',
  type: 'ERC20',
  metadata: {
    name: 'USD Coin',
    symbol: 'USDC',
    decimals: 6,
    price: 1,
    iconUrl: 'http://127.0.0.1:8547/usdc.png',
    value: 100,
  },
}
const ether: WalletAsset = {
  address: 'native',
  balance: '0xde0b6b3a7640000',
  type: 'NATIVE',
  metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 3000, iconUrl: '' },
}

/** `usdc` with one field replaced (or removed, with `undefined`). */
function withAsset(field: string, value: unknown): unknown {
  return { ...usdc, [field]: value }
}
function withMetadata(field: string, value: unknown): unknown {
  return { ...usdc, metadata: { ...usdc.metadata, [field]: value } }
}

describe('validateAssetResponse', () => {
  it.each([
    [RULE, 'an ERC20 asset', usdc],
    [RULE, 'a NATIVE asset', ether],
    [RULE, 'price 0 is numeric', withMetadata('price', 0)],
  ])('%s — %s is kept', (_rule, _case, asset) => {
    expect(validateAssetResponse([asset])).toEqual([asset])
  })

  it.each([
    [RULE, 'address missing', withAsset('address', undefined)],
    [RULE, 'address not a string', withAsset('address', 42)],
    [RULE, 'balance missing', withAsset('balance', undefined)],
    [RULE, 'balance a number', withAsset('balance', 100)],
    [RULE, 'type ERC721', withAsset('type', 'ERC721')],
    [RULE, 'type lower case', withAsset('type', 'erc20')],
    [RULE, 'metadata missing', withAsset('metadata', undefined)],
    [RULE, 'metadata null', withAsset('metadata', null)],
    [RULE, 'name missing', withMetadata('name', undefined)],
    [RULE, 'symbol not a string', withMetadata('symbol', 1)],
    [RULE, 'iconUrl missing', withMetadata('iconUrl', undefined)],
    [RULE, 'decimals a string', withMetadata('decimals', '6')],
    [RULE, 'decimals a fraction', withMetadata('decimals', 1.5)],
    [RULE, 'decimals negative', withMetadata('decimals', -1)],
    [RULE, 'price a string', withMetadata('price', '1.00')],
    [RULE, 'price NaN', withMetadata('price', Number.NaN)],
    [RULE, 'price infinite', withMetadata('price', Number.POSITIVE_INFINITY)],
    [RULE, 'not an object', 'USDC'],
    [RULE, 'null', null],
    [DECIMALS_RULE, 'decimals 0', withMetadata('decimals', 0)],
  ])('%s — %s is ignored', (_rule, _case, asset) => {
    expect(validateAssetResponse([asset, usdc])).toEqual([usdc])
  })

  it.each([
    [RULE, 'an object', { '0x1': [usdc] }],
    [RULE, 'null', null],
    [RULE, 'a string', '[]'],
  ])('%s — a response that is %s gives no assets', (_rule, _case, response) => {
    expect(validateAssetResponse(response)).toEqual([])
  })
})
