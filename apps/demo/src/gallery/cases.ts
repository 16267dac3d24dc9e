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
    description: 'installed wallets, a recent one and featured catalogue wallets',
  },
  { view: 'Connect', state: 'noWallets', description: 'no browser wallet installed, no catalogue' },
  { view: 'AllWallets', state: 'loading', description: 'the catalogue has not answered yet' },
  { view: 'AllWallets', state: 'list', description: 'a page of catalogue wallets' },
  { view: 'AllWallets', state: 'empty', description: 'the catalogue has no wallet' },
  { view: 'AllWallets', state: 'error', description: 'the catalogue failed (HTTP 500)' },
  { view: 'ConnectingExternal', state: 'pending', description: 'waiting for the wallet' },
  { view: 'ConnectingExternal', state: 'rejected', description: 'the user declined (4001)' },
  { view: 'Account', state: 'named', description: 'connected, with an ENS name' },
  { view: 'Account', state: 'unnamed', description: 'connected, address only' },
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
