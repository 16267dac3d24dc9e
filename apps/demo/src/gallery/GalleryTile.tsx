import { ConnectButton } from '@portico/react'
import type { GalleryCase, GalleryTheme } from './cases.js'

/** The host page behind one tile's modal: what the case is, and the dApp's button. */
export function GalleryTile({
  galleryCase,
  theme,
}: {
  galleryCase: GalleryCase
  theme: GalleryTheme
}) {
  return (
    <main>
      <header className="tile-bar">
        <h1>
          {galleryCase.view} · {galleryCase.state} · {theme}
        </h1>
        <ConnectButton />
      </header>
    </main>
  )
}
