import { lazyAction } from './lazyAction.js'

/** Runs `run` with a feature's loaded module; see `lazyFeature`. */
export type FeatureLoader<Module> = <Result>(
  run: (module: Module) => Result | Promise<Result>,
) => Promise<Result>

/**
 * A feature's async half, loaded by one dynamic import on the first call of any of its methods,
 * so the entry bundle carries none of it. Built on `lazyAction`: one load for all the feature's
 * methods, calls made while it loads run in the order they were made, a failed load is tried
 * again by the next call, and once loaded a call runs at once, as a static import would.
 *
 * @example
 * const swap = lazyFeature(() => import('./swapModule.js'))
 * const fetchQuote = () => swap((module) => module.fetchSwapQuote(context))
 */
export function lazyFeature<Module>(load: () => Promise<Module>): FeatureLoader<Module> {
  const apply = lazyAction<undefined, [(module: Module) => unknown], unknown>(
    undefined,
    async () => {
      const module = await load()
      return async (_context, run) => run(module)
    },
  )
  return apply as FeatureLoader<Module>
}
