import type { Portico } from '@portico/core'
import { createContext } from 'react'
import type { Messages } from './locales/en.js'
import type { LocaleCode } from './locales/locales.js'

export type PorticoReactContextValue = {
  portico: Portico
  /** The strings of `locale` (English until its chunk has loaded). */
  messages: Messages
  /** The locale the strings are in. */
  locale: LocaleCode
  /** The direction of `locale`'s script. */
  dir: 'ltr' | 'rtl'
}

/** Holds the instance <PorticoProvider> was given. */
export const PorticoReactContext = createContext<PorticoReactContextValue | null>(null)
