import type { Portico } from '@portico/core'
import { createContext } from 'react'
import type { Messages } from './locales/en.js'
import type { ThemeOptions } from './theme/theme.js'

export type PorticoReactContextValue = { portico: Portico; messages: Messages; theme: ThemeOptions }

/** Holds the instance <PorticoProvider> was given. */
export const PorticoReactContext = createContext<PorticoReactContextValue | null>(null)
