import type { ChildProcess } from 'node:child_process'

/** A child's output, kept for the error message (and shown with PORTICO_E2E_VERBOSE). */
export function collectOutput(child: ChildProcess): string[] {
  const output: string[] = []
  const onData = (chunk: Buffer) => {
    output.push(chunk.toString())
    if (process.env.PORTICO_E2E_VERBOSE) process.stdout.write(chunk)
  }
  child.stdout?.on('data', onData)
  child.stderr?.on('data', onData)
  return output
}
