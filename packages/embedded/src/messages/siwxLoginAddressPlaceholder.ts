/**
 * The account address a sign-in message made before the login carries (the zero address: valid for
 * every EIP-4361 builder); the frame puts its own address in its place before signing.
 * Its own file: the adapter needs it at start, the message schemas (zod) load with the bridge.
 */
export const SIWX_LOGIN_ADDRESS_PLACEHOLDER = '0x0000000000000000000000000000000000000000'
