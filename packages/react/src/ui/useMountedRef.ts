import { useEffect, useRef } from 'react'

/** A ref that is false once the component has unmounted (late answers change nothing). */
export function useMountedRef() {
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])
  return mounted
}
