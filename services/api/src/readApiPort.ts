/** The variable naming the API's port (devnet/src/ports.ts lists the stack's ports). */
export const API_PORT_ENV = 'PORTICO_API_PORT'

/** The API's port when API_PORT_ENV is not set. */
export const DEFAULT_API_PORT = 4000

/** The API's port: PORTICO_API_PORT when set, else 4000; throws on a value that is no port. */
export function readApiPort(env: Record<string, string | undefined>): number {
  const raw = env[API_PORT_ENV]
  if (raw === undefined || raw === '') return DEFAULT_API_PORT
  const port = Number(raw)
  if (!Number.isInteger(port) || port < 1 || port > 65_535)
    throw new Error(`${API_PORT_ENV} must be a port number between 1 and 65535, got '${raw}'`)
  return port
}
