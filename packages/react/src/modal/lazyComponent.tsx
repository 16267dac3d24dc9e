import { type ComponentType, type ReactNode, useEffect, useState } from 'react'

/** A component whose code loads the first time it is shown; `.preload()` fetches it earlier. */
export type LazyComponent<P extends object> = ComponentType<P> & {
  preload(): Promise<ComponentType<P>>
}

/** What stands in for a lazy component until its code is there. */
export type LazyFallback = (state: { failed: boolean; retry(): void }) => ReactNode

/**
 * A component whose code is a separate chunk, loaded once and shared by every place that shows it.
 * It renders as soon as its import resolves, without <Suspense> (React 19 holds suspended content
 * back ~300 ms after a fallback); until then, or when loading failed, `fallback` renders — its
 * `retry` loads again.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: LazyFallback,
): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined
  let pending: Promise<ComponentType<P>> | undefined
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
  // biome-ignore lint/correctness/noComponentHookFactories: called once per component at module level, never during render.
  function Lazy(props: P) {
    const [Component, setComponent] = useState(() => loaded)
    const [attempt, setAttempt] = useState(0)
    const [failed, setFailed] = useState(false)
    // biome-ignore lint/correctness/useExhaustiveDependencies: a retry (attempt) loads again.
    useEffect(() => {
      if (Component) return
      let active = true
      setFailed(false)
      preload().then(
        (component) => active && setComponent(() => component),
        () => active && setFailed(true),
      )
      return () => {
        active = false
      }
    }, [Component, attempt])
    if (Component) return <Component {...props} />
    return fallback({ failed, retry: () => setAttempt((n) => n + 1) })
  }
  return Object.assign(Lazy, { preload })
}
