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
      "DEVNET_PROFILE_GATEWAY_KEY",
      "DEVNET_PROFILE_GATEWAY_SIGNER",
      "MULTICALL3_ADDRESS",
      "PROFILE_GATEWAY_PATH",
      "PortInUseError",
      "READY_LINE",
      "createDevnetChain",
      "createDevnetClient",
      "deriveDevnetAccounts",
      "devnetCollectionAbi",
      "devnetTokenAbi",
      "getAccount",
      "loadOwnArtifact",
      "profileGatewayUrl",
      "readDevnetConfig",
      "resolveAnvilBinary",
      "seedChain",
      "setProfileGatewayUrl",
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
