import { GALLERY_CASES, GALLERY_THEMES, galleryPath } from './cases.js'

/** The gallery's index: every view of issue 4 in each state, one link per theme. */
export function GalleryIndex() {
  return (
    <main className="gallery">
      <h1>Portico view gallery</h1>
      <p>
        Each link opens one view in one state, rendered from fixture data by its own Portico
        instance. Screenshot and accessibility tests (e2e/specs/gallery.spec.ts, a11y.spec.ts) open
        every one of them.
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">view</th>
            <th scope="col">state</th>
            <th scope="col">shows</th>
            <th scope="col">themes</th>
          </tr>
        </thead>
        <tbody>
          {GALLERY_CASES.map((c) => (
            <tr key={`${c.view}-${c.state}`}>
              <td>{c.view}</td>
              <td>{c.state}</td>
              <td>{c.description}</td>
              <td>
                {GALLERY_THEMES.map((theme, i) => (
                  <span key={theme}>
                    {i > 0 && ' · '}
                    <a
                      href={galleryPath(c, theme)}
                      data-testid={`gallery-link-${c.view}-${c.state}-${theme}`}
                    >
                      {theme}
                    </a>
                  </span>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  )
}
