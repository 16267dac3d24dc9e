import type { ComponentType } from 'react'
import { useT } from '../hooks/useT.js'
import { type LazyComponent, lazyComponent } from './lazyComponent.js'

/**
 * A view whose code loads the first time it is shown (and may be prefetched with `.preload()`).
 * Until then a busy indicator stands in its place; if the code cannot load, an alert says so.
 */
export type LazyView<P extends object> = LazyComponent<P>

export function lazyView<P extends object>(load: () => Promise<ComponentType<P>>): LazyView<P> {
  return lazyComponent<P>(load, ({ failed }) => (failed ? <ViewLoadFailed /> : <ViewLoading />))
}

function ViewLoadFailed() {
  const { t } = useT()
  return (
    <p className="error" role="alert" data-testid="portico-view-load-failed">
      {t('viewLoadFailed')}
    </p>
  )
}

function ViewLoading() {
  return (
    <div className="center" aria-busy="true" data-testid="portico-view-loading">
      <span className="spinner static" aria-hidden="true" />
    </div>
  )
}
