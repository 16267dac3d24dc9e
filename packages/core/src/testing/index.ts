/** Test helpers of @portico/core (the `@portico/core/testing` entry); not for production code. */
export * from './createFakeAdapter.js'
export * from './createFakeAuthAdapter.js'
export * from './createFakeWalletConnectAdapter.js'
export * from './startJsonTestServer.js'
export * from './testInstance.js'
export * from './testNetwork.js'
