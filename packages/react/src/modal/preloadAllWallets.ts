/**
 * Starts loading the AllWallets view's code, so it is there by the click (Connect calls it when
 * "All wallets" is hovered or focused). The view registry (views.tsx) loads the same module.
 */
export const preloadAllWallets = (): void =>
  void import('../views/AllWallets/AllWallets.js').catch(() => undefined)
