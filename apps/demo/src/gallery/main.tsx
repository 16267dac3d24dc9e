import { PorticoProvider } from '@portico/react'
import { createRoot } from 'react-dom/client'
import { findGalleryCase } from './cases.js'
import { createTile } from './createTile.js'
import { GalleryIndex } from './GalleryIndex.js'
import { GalleryTile } from './GalleryTile.js'
import { GALLERY_THEME_VARIABLES } from './galleryFonts.js'
import './gallery.css'

/**
 * The view gallery (gallery.html): with `?view=…&state=…&theme=…` one tile — one Portico instance
 * brought to that state from fixture data, its modal open — otherwise the index of every case.
 * One tile per page because the modal is one Shadow DOM overlay per page; screenshots and axe runs
 * stay isolated. When the tile is ready, `<html data-gallery-ready>` is set (or
 * `data-gallery-error` with the reason).
 */
const element = document.getElementById('root')
if (!element) throw new Error('#root missing from gallery.html')
const root = createRoot(element)
const found = findGalleryCase(window.location.search)

async function renderTile({ galleryCase, theme }: NonNullable<typeof found>) {
  document.documentElement.dataset.theme = theme
  const tile = createTile(galleryCase)
  root.render(
    <PorticoProvider
      instance={tile.portico}
      themeMode={theme}
      themeVariables={GALLERY_THEME_VARIABLES}
    >
      <GalleryTile galleryCase={galleryCase} theme={theme} />
    </PorticoProvider>,
  )
  await tile.show()
  // Two frames: React commits what the last action changed.
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  document.documentElement.dataset.galleryReady = 'true'
}

if (!found) root.render(<GalleryIndex />)
else
  renderTile(found).catch((error: unknown) => {
    const message = error instanceof Error ? error.message : String(error)
    document.documentElement.dataset.galleryError = message
    console.error(error)
  })
