import { describe, expect, it } from 'vitest'
import { attributeWeight } from './attributeWeight.js'
import type { BuiltChunk } from './buildApp.js'
import { moduleOwner } from './moduleOwner.js'

describe('moduleOwner', () => {
  it.each([
    ['/w/node_modules/react-dom/cjs/react-dom-client.production.js', 'react-dom'],
    ['/w/node_modules/@noble/hashes/esm/sha3.js', '@noble/hashes'],
    ['/w/node_modules/viem/node_modules/ox/_esm/core/Hex.js', 'ox'],
    ['/w/packages/evm/src/createEvmAdapter.ts', '@portico/evm'],
    ['/w/apps/demo/src/App.tsx', 'demo app'],
    ['/w/bench/baseline/main.tsx', 'baseline app'],
    ['\0vite/preload-helper.js', 'vite runtime'],
    ['/w/somewhere/else.ts', 'other'],
    ['C:\\w\\node_modules\\react\\index.js', 'react'],
  ])('%s → %s', (id, owner) => {
    expect(moduleOwner(id)).toBe(owner)
  })
})

const chunk = (fileName: string, bytes: number, modules: [string, number][]): BuiltChunk => ({
  fileName,
  isEntry: false,
  isDynamicEntry: false,
  imports: [],
  dynamicImports: [],
  bytes,
  modules: modules.map(([id, renderedBytes]) => ({ id, renderedBytes })),
})

describe('attributeWeight', () => {
  const chunks = [
    chunk('assets/index.js', 100, [
      ['/w/node_modules/react-dom/client.js', 600],
      ['/w/packages/core/src/a.ts', 100],
      ['/w/packages/core/src/b.ts', 100],
    ]),
    chunk('assets/lazy.js', 50, [['/w/node_modules/viem/x.js', 200]]),
  ]

  it('sums rendered bytes per package over the chosen chunks, largest first', () => {
    expect(attributeWeight({ chunks, fileNames: ['assets/index.js'] })).toEqual([
      { owner: 'react-dom', renderedBytes: 600, share: 0.75, estimatedMinifiedBytes: 75 },
      { owner: '@portico/core', renderedBytes: 200, share: 0.25, estimatedMinifiedBytes: 25 },
    ])
  })

  it('spreads the minified bytes of all chosen chunks by share', () => {
    const weights = attributeWeight({ chunks, fileNames: ['assets/index.js', 'assets/lazy.js'] })
    expect(weights.map((w) => [w.owner, w.estimatedMinifiedBytes])).toEqual([
      ['react-dom', 90],
      ['@portico/core', 30],
      ['viem', 30],
    ])
  })

  it('is empty when no chunk is chosen', () => {
    expect(attributeWeight({ chunks, fileNames: [] })).toEqual([])
  })
})
