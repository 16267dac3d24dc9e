/**
 * The devnet's USDC (6 decimals), at the same address on chains A and B: the devnet deploys it
 * from a fresh account at a fixed nonce (devnet/src/deploy/deployDevnetContracts.ts), so the
 * address does not change between starts — a dApp keeps its token addresses as constants too.
 * e2e/specs/wagmi.spec.ts reads the balance at devnet.json's USDC and expects the page's to match.
 */
export const DEVNET_USDC = '0xA15BB66138824a1c7167f5E85b957d04Dd34E468'
