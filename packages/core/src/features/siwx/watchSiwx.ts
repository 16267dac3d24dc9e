import type { PorticoContext } from '../../context.js'
import { getAccount } from '../connect/getAccount.js'
import { openModal } from '../modal/modal.js'
import { forgetSiwxSessions, hasSiwxSession, rememberSiwxSession } from './siwxSessions.js'

/**
 * The prompt of the sign-in flow (spec §4 "prompt, sign, store session, close on success"): with
 * a `siwx` config that makes messages, whenever the active account becomes connected or its
 * address or network changes, the account's session on that network is looked up and, when there
 * is none, the modal opens on SIWXSignMessage. The look-up waits a task so the connect flow closes
 * its views first. Sessions noted by the instance are forgotten on disconnect when the config
 * signs out then. Returns what stops watching.
 */
export function watchSiwx(context: PorticoContext): () => void {
  const { siwx } = context.stores.options.getState().options
  if (!siwx?.createMessage) return () => {}
  let current: string | undefined
  let timer: ReturnType<typeof setTimeout> | undefined

  const check = () => {
    const { activeNetwork, isUnsupportedChain } = context.stores.chains.getState()
    const account = getAccount(context)
    if (account.status !== 'connected' || !account.address || isUnsupportedChain) {
      if (account.status === 'disconnected' && current !== undefined) {
        current = undefined
        if (siwx.signOutOnDisconnect !== false) forgetSiwxSessions(context)
      }
      return
    }
    const address = account.address
    const key = `${activeNetwork.caipNetworkId}|${address}`
    if (key === current) return
    current = key
    if (timer) {
      clearTimeout(timer)
      context.timers.delete(timer)
    }
    const scheduled = setTimeout(async () => {
      context.timers.delete(scheduled)
      if (current !== key) return
      await context.sessions.siwx.pending
      if (current !== key) return
      const signedIn = await hasSiwxSession(context, activeNetwork.caipNetworkId, address)
      if (current !== key) return
      if (signedIn) return rememberSiwxSession(context, activeNetwork, address)
      // Already asking (the dApp opened the view itself): leave it as it is.
      const top = context.stores.router.getState().history.at(-1)
      if (context.stores.modal.getState().open && top?.view === 'SIWXSignMessage') return
      openModal(context, { view: 'SIWXSignMessage' })
    }, 0)
    timer = scheduled
    context.timers.add(scheduled)
  }

  const stop = context.stores.chains.subscribe(check)
  check()
  return () => {
    stop()
    if (timer) clearTimeout(timer)
  }
}
