/** What can go wrong before the stack runs: a usage mistake or a service table that cannot work. */
export class StackError extends Error {
  override name = 'StackError'
  /** Exit code the launcher ends with: 2 for a usage mistake, 1 otherwise. */
  readonly exitCode: number

  constructor(message: string, options: { exitCode?: number } = {}) {
    super(message)
    this.exitCode = options.exitCode ?? 1
  }
}
