// Plain data, no imports: the gallery page and the Playwright specs (Node) both read this list.

/** The two themes every gallery case is shown in. */
export const GALLERY_THEMES = ['light', 'dark'] as const
/** One of GALLERY_THEMES. */
export type GalleryTheme = (typeof GALLERY_THEMES)[number]

/** One view of issue 4 in one of its states. */
export type GalleryCase = {
  /** The view's name as spec §2 names it (or Toast / Alert for what overlays the views). */
  view: string
  /** The state shown, e.g. `pending`, `rejected`. */
  state: string
  /** What the tile shows, for the index page. */
  description: string
}

/**
 * Every case of the gallery, in the order of the index page. Each has a scenario in
 * `scenarios.tsx` (a unit test checks both lists agree).
 */
export const GALLERY_CASES: readonly GalleryCase[] = [
  {
    view: 'Connect',
    state: 'default',
    description: 'WalletConnect, a recent wallet, installed wallets and featured catalogue wallets',
  },
  { view: 'Connect', state: 'catalogueLoading', description: 'the catalogue has not answered yet' },
  { view: 'Connect', state: 'catalogueError', description: 'the catalogue failed (HTTP 500)' },
  { view: 'Connect', state: 'noWallets', description: 'no wallet installed, no catalogue' },
  { view: 'AllWallets', state: 'loading', description: 'the catalogue has not answered yet' },
  { view: 'AllWallets', state: 'list', description: 'a page of catalogue wallets' },
  { view: 'AllWallets', state: 'empty', description: 'the catalogue has no wallet' },
  { view: 'AllWallets', state: 'error', description: 'the catalogue failed (HTTP 500)' },
  { view: 'ConnectingExternal', state: 'pending', description: 'waiting for the wallet' },
  { view: 'ConnectingExternal', state: 'rejected', description: 'the user declined (4001)' },
  {
    view: 'ConnectingWalletConnect',
    state: 'uri',
    description: 'the QR code of a pairing URI and its copy link',
  },
  {
    view: 'ConnectingWalletConnect',
    state: 'wallet',
    description: 'a catalogue wallet: QR code and its app links',
  },
  {
    view: 'ConnectingWalletConnectBasic',
    state: 'uri',
    description: 'no chain adapter: QR code and catalogue wallets',
  },
  {
    view: 'ConnectingFarcaster',
    state: 'qr',
    description: 'the QR code of the Farcaster sign-in link',
  },
  {
    view: 'ConnectingFarcaster',
    state: 'error',
    description: "the sign-in failed: 'Failed to connect to farcaster' and Try again",
  },
  { view: 'EmailLogin', state: 'default', description: 'the email form' },
  {
    view: 'EmailLogin',
    state: 'error',
    description: "an address that is not one: 'Invalid email'",
  },
  {
    view: 'EmailVerifyOtp',
    state: 'default',
    description:
      "the code is typed into the frame's own screen: the intro line and the frame's slot (loading)",
  },
  {
    view: 'EmailVerifyOtp',
    state: 'error',
    description: 'the frame refused (a locked code): the message announced, Try again',
  },
  {
    view: 'EmailVerifyDevice',
    state: 'default',
    description:
      "a new device: the intro line and the frame's 'check your inbox' screen slot (loading)",
  },
  {
    view: 'UpdateEmailWallet',
    state: 'default',
    description: "the embedded wallet's current email and the new address field",
  },
  {
    view: 'UpdateEmailPrimaryOtp',
    state: 'default',
    description:
      "the change confirmed and the current email's code on the frame's screen: intro and slot",
  },
  {
    view: 'UpdateEmailSecondaryOtp',
    state: 'default',
    description: "the new email's code on the frame's screen: intro and slot",
  },
  {
    view: 'ConnectSocials',
    state: 'default',
    description: 'every social login in the spec order, with its mark',
  },
  {
    view: 'ConnectingSocial',
    state: 'pending',
    description: "Google's login is open in the popup",
  },
  {
    view: 'ConnectingSocial',
    state: 'error',
    description:
      "no login URL from the secure site: 'Failed to initiate social connection', Try again",
  },
  {
    view: 'EmbeddedWalletFrame',
    state: 'loading',
    description: "the embedded wallet's own screen asked to show; its frame is not placed yet",
  },
  {
    view: 'Account',
    state: 'email',
    description: 'the embedded wallet: a long email shortened, Update email, Export private key',
  },
  {
    view: 'Account',
    state: 'social',
    description: 'a Discord login: the username without its final 0, Export private key',
  },
  { view: 'Account', state: 'named', description: 'connected, with an ENS name' },
  { view: 'Account', state: 'unnamed', description: 'connected, address only' },
  { view: 'Account', state: 'tokensLoading', description: 'the Tokens tab while balances load' },
  { view: 'Account', state: 'tokensEmpty', description: "the Tokens tab: 'No tokens yet'" },
  {
    view: 'Account',
    state: 'nfts',
    description: 'the NFTs tab: a grid of images, names and collection',
  },
  { view: 'Account', state: 'nftsLoading', description: 'the NFTs tab while the tokens load' },
  { view: 'Account', state: 'nftsEmpty', description: "the NFTs tab: 'No NFTs yet'" },
  {
    view: 'Account',
    state: 'activity',
    description: 'the Activity tab: transactions by month, direction, quantity, relative time',
  },
  { view: 'Account', state: 'activityLoading', description: 'the Activity tab while it loads' },
  { view: 'Account', state: 'activityEmpty', description: "the Activity tab: 'No activity yet'" },
  {
    view: 'ProfileWallets',
    state: 'default',
    description: 'multi-wallet: two EVM wallets and a Solana one',
  },
  { view: 'Networks', state: 'default', description: 'the networks grouped by namespace' },
  { view: 'SwitchNetwork', state: 'pending', description: 'waiting for the wallet to switch' },
  { view: 'SwitchNetwork', state: 'rejected', description: 'the wallet declined the switch' },
  {
    view: 'SwitchActiveChain',
    state: 'default',
    description: 'to Solana, where no wallet is connected',
  },
  {
    view: 'UnsupportedChain',
    state: 'default',
    description: 'the wallet moved to a chain the dApp does not configure',
  },
  {
    view: 'ApproveTransaction',
    state: 'loading',
    description: 'the embedded wallet asked for an approval; its frame is not placed yet',
  },
  {
    view: 'RegisterAccountName',
    state: 'available',
    description: 'a free name in the zone, with suggestions (one taken)',
  },
  {
    view: 'RegisterAccountName',
    state: 'invalid',
    description: "a name breaking spec §5's rules: 'Use only letters, digits and hyphens'",
  },
  {
    view: 'RegisterAccountName',
    state: 'error',
    description: "the registration failed: back here with 'Error registering name {name}'",
  },
  {
    view: 'RegisterAccountNameSuccess',
    state: 'default',
    description: 'the name registered, and the way back to Account',
  },
  { view: 'SIWXSignMessage', state: 'default', description: 'sign in with the wallet' },
  { view: 'SIWXSignMessage', state: 'error', description: 'the wallet refused to sign' },
  { view: 'WalletSend', state: 'empty', description: "nothing chosen yet: 'Select a token'" },
  {
    view: 'WalletSend',
    state: 'filled',
    description: 'USDC, an amount with its USD value, a receiver found by name: Preview send',
  },
  {
    view: 'WalletSend',
    state: 'insufficient',
    description: "an amount above the balance: 'Insufficient balance'",
  },
  { view: 'WalletSendSelectToken', state: 'default', description: 'the balances: ETH, USDC' },
  {
    view: 'WalletSendPreview',
    state: 'default',
    description: 'amount, receiver by name and address, network, estimated fee',
  },
  {
    view: 'WalletReceive',
    state: 'default',
    description: 'the address as text and QR code, copy, the EVM networks',
  },
  {
    view: 'OnRampProviders',
    state: 'default',
    description: 'the providers offered: name, fee, payment methods',
  },
  { view: 'OnRampProviders', state: 'empty', description: 'the API offers no provider' },
  {
    view: 'OnRamp',
    state: 'quote',
    description: "USD 100 with the sandbox: 'You get ≈ 98.40 USDC', fees, total, limits",
  },
  {
    view: 'OnRamp',
    state: 'estimate',
    description: "the quote failed: spec §8's estimate, labelled Estimate",
  },
  { view: 'OnRampFiatSelect', state: 'default', description: 'USD and EUR, with a search' },
  {
    view: 'OnRampTokenSelect',
    state: 'default',
    description: 'USDC and ETH on the active network, with a search',
  },
  {
    view: 'BuyInProgress',
    state: 'waiting',
    description: 'the purchase in the provider window, Open again',
  },
  { view: 'BuyInProgress', state: 'arrived', description: 'the tokens arrived, with the amount' },
  {
    view: 'Swap',
    state: 'empty',
    description: "ETH as the source, no target yet: 'Select a token'",
  },
  {
    view: 'Swap',
    state: 'quoted',
    description: "0.5 ETH → USDC quoted, USD values, the price line: 'Review swap'",
  },
  {
    view: 'Swap',
    state: 'insufficient',
    description: "an amount above the ETH balance: 'Insufficient balance'",
  },
  {
    view: 'Swap',
    state: 'unsupported',
    description: "on a chain the API has no swaps for: 'Network not supported'",
  },
  {
    view: 'SwapSelectToken',
    state: 'default',
    description: 'your tokens (ETH, USDC) with balances, then DAI and WETH',
  },
  {
    view: 'SwapPreview',
    state: 'default',
    description: 'ETH → USDC: amounts, price, impact, fee, slippage, minimum, provider: Swap',
  },
  {
    view: 'SwapPreview',
    state: 'approve',
    description: "USDC → DAI with the allowance short: 'Approve USDC', two wallet steps",
  },
  { view: 'Toast', state: 'success', description: 'a success notification over Account' },
  { view: 'Toast', state: 'loading', description: 'a loading notification over Account' },
  { view: 'Toast', state: 'error', description: 'an error notification over Account' },
  { view: 'Alert', state: 'projectIdNotConfigured', description: 'created without a project id' },
]

/** The case of the narrow (375 × 740) bottom-sheet screenshot, one per theme. */
export const NARROW_CASE = { view: 'Connect', state: 'default' } as const
/** The narrow viewport, a phone's. */
export const NARROW_VIEWPORT = { width: 375, height: 740 } as const
/** The viewport of every other screenshot. */
export const WIDE_VIEWPORT = { width: 1024, height: 768 } as const

/** A case's stable id, e.g. `Account-named`. */
export const galleryCaseId = ({ view, state }: Pick<GalleryCase, 'view' | 'state'>) =>
  `${view}-${state}`

/** The gallery page's address of a case, relative to the demo's origin. */
export function galleryPath(
  { view, state }: Pick<GalleryCase, 'view' | 'state'>,
  theme: GalleryTheme,
): string {
  return `/gallery.html?${new URLSearchParams({ view, state, theme })}`
}

/** The case and theme a query names, or undefined when it names none of GALLERY_CASES. */
export function findGalleryCase(
  search: string,
): { galleryCase: GalleryCase; theme: GalleryTheme } | undefined {
  const query = new URLSearchParams(search)
  const theme = GALLERY_THEMES.find((t) => t === (query.get('theme') ?? 'light'))
  const galleryCase = GALLERY_CASES.find(
    (c) => c.view === query.get('view') && c.state === query.get('state'),
  )
  return galleryCase && theme ? { galleryCase, theme } : undefined
}
