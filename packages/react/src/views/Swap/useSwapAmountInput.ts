import { useEffect, useRef, useState } from 'react'
import { usePortico } from '../../hooks/usePortico.js'
import { useStoreState } from '../../hooks/useStoreState.js'
import { runSwapAction } from '../../ui/swap/startSwap.js'

/**
 * The Swap amount field. What is typed shows at once, while `setSwapSourceTokenAmount` (which loads
 * on its first call) stores it and quotes it; amounts the store takes from elsewhere (Max, the
 * switch button, a reset) replace it. `settled` is false while what is typed is not stored yet.
 */
export function useSwapAmountInput(): {
  draft: string
  settled: boolean
  onChange: (amount: string) => void
} {
  const portico = usePortico()
  const amount = useStoreState(portico.stores.swap, (s) => s.sourceTokenAmount)
  const [draft, setDraft] = useState(amount)
  /** Amounts typed and handed to core that the store has not shown yet, oldest first. */
  const pending = useRef<string[]>([])

  useEffect(() => {
    const index = pending.current.indexOf(amount)
    if (index >= 0) {
      // One of ours arrived (and the ones typed before it with it).
      pending.current = pending.current.slice(index + 1)
      return
    }
    pending.current = []
    setDraft(amount)
  }, [amount])

  const onChange = (next: string) => {
    setDraft(next)
    pending.current.push(next)
    runSwapAction(() => portico.swap.setSourceTokenAmount({ amount: next }))
  }
  return { draft, settled: draft === amount, onChange }
}
