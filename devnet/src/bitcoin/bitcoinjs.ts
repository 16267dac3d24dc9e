import * as ecc from '@bitcoinerlab/secp256k1'
import * as bitcoin from 'bitcoinjs-lib'

// bitcoinjs-lib needs an elliptic-curve library for Taproot (P2TR addresses, tweaks, Schnorr);
// @bitcoinerlab/secp256k1 is the pure-JS one on @noble/curves that bip322-js uses as well.
bitcoin.initEccLib(ecc)

/** bitcoinjs-lib with its elliptic-curve library set up; import it from here, not from the package. */
export { bitcoin, ecc }
