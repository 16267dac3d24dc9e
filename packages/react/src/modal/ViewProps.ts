import type { RouterEntry, ViewName } from '@portico/core'

/**
 * What view `V` receives: the parameters its router entry was opened with, typed by the view
 * (`RouterParams[V]`; `data` is optional where the view may be opened without it).
 */
export type ViewProps<V extends ViewName> = Omit<RouterEntry<V>, 'view'>
