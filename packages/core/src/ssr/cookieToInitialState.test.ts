import { describe, expect, it } from 'vitest'
import { cookieToInitialState } from './cookieToInitialState.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const stored = (value: unknown) =>
  `portico.connected_account=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`
const valid = { caipAddress: `eip155:31337:${ADDRESS}`, connectorId: 'xyz.portico.testwallet' }

describe('cookieToInitialState', () => {
  it('reads the connected account createCookieStorage wrote, among other cookies', () => {
    expect(
      cookieToInitialState(
        `theme=dark; portico.connector_id=xyz.portico.testwallet; ${stored(valid)}; portico.active_namespace=eip155`,
      ),
    ).toEqual({
      account: {
        namespace: 'eip155',
        chainId: '31337',
        address: ADDRESS,
        connectorId: 'xyz.portico.testwallet',
      },
    })
  })

  it.each([
    ['no Cookie header', null],
    ['no Portico cookie', 'theme=dark'],
    ['only the connector id (nothing to render)', 'portico.connector_id=xyz.portico.testwallet'],
    ['not JSON', stored('{caipAddress')],
    ['JSON null', stored('null')],
    ['JSON of another shape', stored({ address: ADDRESS })],
    ['a CAIP-10 address of two parts', stored({ ...valid, caipAddress: `eip155:${ADDRESS}` })],
    ['a CAIP-10 address of four parts', stored({ ...valid, caipAddress: `eip155:1:2:${ADDRESS}` })],
    ['an unknown namespace', stored({ ...valid, caipAddress: `evil:1:${ADDRESS}` })],
    ['a bad address', stored({ ...valid, caipAddress: 'eip155:1:0x123' })],
    ['a connector id that is not a string', stored({ ...valid, connectorId: 42 })],
    ['a value of over 1024 characters', stored({ ...valid, connectorId: 'a'.repeat(1024) })],
    ['bad percent-encoding', 'portico.connected_account=%E0%A4%A'],
  ])('%s: undefined, never a throw', (_rule, header) => {
    expect(cookieToInitialState(header)).toBeUndefined()
  })
})
