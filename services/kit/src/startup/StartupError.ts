/**
 * Why a service did not start (a wrong setting, a taken port, an unreachable database): the
 * message is for the operator, printed as is, without a stack. Anything else thrown while
 * starting is a bug and is printed with its stack.
 */
export class StartupError extends Error {
  override name = 'StartupError'
}
