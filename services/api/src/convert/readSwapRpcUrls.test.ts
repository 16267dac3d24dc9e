import { describe, expect, test } from 'vitest'
import { readSwapRpcUrls } from './readSwapRpcUrls.js'

describe('readSwapRpcUrls: PORTICO_SWAP_RPC_URLS = <chainId>=<http(s) URL>, comma-separated', () => {
  test.each([
    { value: undefined, urls: {} },
    { value: '', urls: {} },
    { value: '1=https://eth.example/v2/key', urls: { 1: 'https://eth.example/v2/key' } },
    {
      value: ' 1=https://a.example , 137=http://127.0.0.1:8545,',
      urls: { 1: 'https://a.example', 137: 'http://127.0.0.1:8545' },
    },
  ])('$value → $urls', ({ value, urls }) => {
    expect(readSwapRpcUrls({ PORTICO_SWAP_RPC_URLS: value })).toEqual(urls)
  })

  test.each([
    'https://a.example',
    '0=https://a.example',
    'one=https://a.example',
    '1=ftp://a.example',
    '1=not a url',
  ])('refuses %s without echoing the URL (it may hold a key)', (value) => {
    let message = ''
    try {
      readSwapRpcUrls({ PORTICO_SWAP_RPC_URLS: value })
    } catch (error) {
      message = (error as Error).message
    }
    expect(message).toMatch(/PORTICO_SWAP_RPC_URLS entries are <chainId>=<http\(s\) URL>/)
    expect(message).not.toContain('a.example')
  })
})
