import { execFileSync, spawnSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** The newest PostgreSQL server binaries Debian installed (package postgresql). */
export function findPostgresBin(): string {
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : []
  for (const version of versions) {
    const bin = join(root, version, 'bin')
    if (existsSync(join(bin, 'initdb'))) return bin
  }
  throw new Error(
    'PostgreSQL server binaries not found: apt-get install -y postgresql (the API tests run on SQLite and PostgreSQL)',
  )
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

export type TestPostgres = { url: string; stop(): void }

/**
 * Starts a private PostgreSQL cluster in a temporary folder on a free loopback port, with trust
 * authentication and fsync off (test speed). As root it runs as the `postgres` user, since the
 * server refuses root. `stop()` shuts it down and removes the folder.
 */
export async function startPostgres(): Promise<TestPostgres> {
  const bin = findPostgresBin()
  const dir = mkdtempSync(join(tmpdir(), 'portico-pg-'))
  const asRoot = process.getuid?.() === 0
  const run = (tool: string, args: string[]) => {
    const argv = asRoot ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args
    const result = spawnSync(asRoot ? 'runuser' : join(bin, tool), argv, { encoding: 'utf8' })
    if (result.status !== 0) throw new Error(`${tool} failed: ${result.stderr || result.stdout}`)
  }
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim())
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim())
    chownSync(dir, uid, gid)
  }
  const data = join(dir, 'data')
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'portico', '--no-sync', '-E', 'UTF8'])
  const port = await freePort()
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`
  run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start'])
  return {
    url: `postgres://portico@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}
