import type { ReactNode } from 'react'
import { useT } from '../../hooks/useT.js'
import type { MessageKey } from '../../locales/en.js'

export type TabPanelStateProps = {
  state: 'loading' | 'empty' | 'error' | 'ready'
  /** What the empty state says. */
  empty: MessageKey
  /** Offered in the error state. */
  onRetry?: (() => void) | undefined
  /** What the error state says (already translated); 'This list could not be loaded.' if absent. */
  error?: string | undefined
  /** The list, shown in the ready state. */
  children?: ReactNode
}

/** The loading, empty and error states every Account tab panel shares. */
export function TabPanelState({ state, empty, onRetry, error, children }: TabPanelStateProps) {
  const { t } = useT()
  if (state === 'loading')
    return (
      <div className="tab-state" aria-busy="true" data-testid="portico-tab-loading">
        <span className="spinner small" aria-hidden="true" />
        <span className="muted">{t('tabLoading')}</span>
      </div>
    )
  if (state === 'error')
    return (
      <div className="tab-state" data-testid="portico-tab-error">
        <p className="error" role="alert">
          {error ?? t('tabError')}
        </p>
        {onRetry && (
          <button
            type="button"
            className="secondary"
            onClick={onRetry}
            data-testid="portico-tab-retry"
          >
            {t('tryAgain')}
          </button>
        )}
      </div>
    )
  if (state === 'empty')
    return (
      <p className="tab-state muted" data-testid="portico-tab-empty">
        {t(empty)}
      </p>
    )
  return <>{children}</>
}
