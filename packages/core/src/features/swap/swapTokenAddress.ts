import { SWAP_NATIVE_TOKEN_ADDRESS } from '../../constants.js'

/** The CAIP-10 swap address of a chain's native currency (`eip155:1:0xeeee…`). */
export function nativeSwapTokenAddress(caipNetworkId: string): string {
  return `${caipNetworkId}:${SWAP_NATIVE_TOKEN_ADDRESS}`
}

/** The contract part of a CAIP-10 token address, lower-cased (`eip155:1:0xAb…` → `0xab…`). */
export function swapTokenContract(address: string): string {
  return (address.split(':').at(-1) ?? address).toLowerCase()
}

/** Whether a swap token address (CAIP-10 or bare) is the native currency's 0xeeee… address. */
export function isNativeSwapToken(address: string): boolean {
  return swapTokenContract(address) === SWAP_NATIVE_TOKEN_ADDRESS
}
