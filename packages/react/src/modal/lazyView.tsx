import { type ComponentType, useEffect, useState } from 'react'
import { useT } from '../hooks/useT.js'
import type { ViewProps } from './ViewProps.js'

/**
 * A view whose code loads the first time it is shown (and may be prefetched with `.preload()`).
 * It renders once its import resolves, without <Suspense> (React 19 holds suspended content back
 * ~300 ms after a fallback); until then a busy indicator stands in its place.
 */
export type LazyView = ComponentType<ViewProps> & { preload(): Promise<ComponentType<ViewProps>> }

export function lazyView(load: () => Promise<ComponentType<ViewProps>>): LazyView {
  let loaded: ComponentType<ViewProps> | undefined
  let pending: Promise<ComponentType<ViewProps>> | undefined
  const preload = () => {
    pending ??= load().then(
      (component) => {
        loaded = component
        return component
      },
      (error: unknown) => {
        pending = undefined
        throw error
      },
    )
    return pending
  }
  // biome-ignore lint/correctness/noComponentHookFactories: called once per view at module level, never during render.
  function View(props: ViewProps) {
    const [Component, setComponent] = useState(() => loaded)
    const [failed, setFailed] = useState(false)
    const { t } = useT()
    useEffect(() => {
      if (Component) return
      let active = true
      preload().then(
        (component) => active && setComponent(() => component),
        () => active && setFailed(true),
      )
      return () => {
        active = false
      }
    }, [Component])
    if (Component) return <Component {...props} />
    if (failed)
      return (
        <p className="error" role="alert" data-testid="portico-view-load-failed">
          {t('viewLoadFailed')}
        </p>
      )
    return (
      <div className="center" aria-busy="true" data-testid="portico-view-loading">
        <span className="spinner static" aria-hidden="true" />
      </div>
    )
  }
  return Object.assign(View, { preload })
}
