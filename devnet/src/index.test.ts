import { expect, test } from 'vitest'
import * as devnet from './index.js'

test('public exports', () => {
  expect(Object.keys(devnet).sort()).toMatchInlineSnapshot(`
    [
      "DEFAULT_DEVNET_CONFIG_PATH",
      "DEMO_ACCOUNT_LABELS",
      "DEVNET_ACCOUNT_INDEXES",
      "DEVNET_CHAINS",
      "DEVNET_MNEMONIC",
      "MULTICALL3_ADDRESS",
      "PortInUseError",
      "READY_LINE",
      "createDevnetChain",
      "createDevnetClient",
      "deriveDevnetAccounts",
      "devnetCollectionAbi",
      "devnetTokenAbi",
      "getAccount",
      "readDevnetConfig",
      "resolveAnvilBinary",
      "seedChain",
      "startAnvil",
      "startAssetServer",
      "startDevnet",
      "uniswapV2FactoryAbi",
      "uniswapV2PairAbi",
      "uniswapV2RouterAbi",
      "wethAbi",
    ]
  `)
})
