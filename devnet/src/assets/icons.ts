/** SVG icons of the devnet's tokens and chains, drawn in code so nothing binary is committed. */
import { DEVNET_CHAINS } from '../chains.js'

/** Edge of the square icons, in SVG user units. */
export const ICON_SIZE_PX = 64

const ETH_DIAMOND =
  '<polygon points="32,10 46,33 32,41 18,33" fill="#FFFFFF"/><polygon points="32,44 46,36 32,55 18,36" fill="#FFFFFF" fill-opacity="0.8"/>'

function glyph(text: string, fontSize: number): string {
  return `<text x="32" y="32" dy="0.35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="${fontSize}" font-weight="700" fill="#FFFFFF">${text}</text>`
}

function circleIcon(label: string, color: string, inner: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ICON_SIZE_PX}" height="${ICON_SIZE_PX}" viewBox="0 0 64 64" role="img" aria-label="${label}"><circle cx="32" cy="32" r="32" fill="${color}"/>${inner}</svg>`
}

/** Token icons by symbol: the native ETH and the devnet ERC-20s. */
export const TOKEN_ICONS: Readonly<Record<string, string>> = {
  ETH: circleIcon('ETH', '#627EEA', ETH_DIAMOND),
  WETH: circleIcon('WETH', '#EC1C79', ETH_DIAMOND),
  USDC: circleIcon('USDC', '#2775CA', glyph('$', 36)),
  DAI: circleIcon('DAI', '#F5AC37', glyph('◈', 34)),
}

/** Chain icons by chain id. */
export const CHAIN_ICONS: Readonly<Record<string, string>> = Object.fromEntries(
  DEVNET_CHAINS.map((chain) => [
    String(chain.chainId),
    circleIcon(chain.name, chain.color, glyph(chain.key, 34)),
  ]),
)
