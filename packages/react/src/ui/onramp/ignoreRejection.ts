/**
 * Runs an on-ramp action for its effect on `stores.onramp` (which holds its error for the views):
 * a rejection is dropped here instead of surfacing as an unhandled one.
 */
export function ignoreRejection(result: unknown): void {
  if (result instanceof Promise) result.catch(() => undefined)
}
