// @vitest-environment node
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

describe('server-side rendering', () => {
  it('imports and creates an instance in plain Node, with no window or document', () => {
    const entry = fileURLToPath(new URL('./index.ts', import.meta.url))
    const script = `
      if (typeof window !== 'undefined' || typeof document !== 'undefined') throw new Error('DOM present')
      const { createPortico } = await import(${JSON.stringify(entry)})
      const portico = createPortico({ projectId: 'p', adapters: [], networks: [{ id: 1, name: 'n', chainNamespace: 'eip155', caipNetworkId: 'eip155:1', nativeCurrency: { name: 'E', symbol: 'E', decimals: 18 }, rpcUrls: { default: { http: [] } } }] })
      console.log(portico.getAccount().status)`
    const out = execFileSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {
        encoding: 'utf8',
      },
    )
    expect(out.trim()).toBe('disconnected')
  })
})
