import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contentTypeFor } from './contentTypeFor.js'
import { createStaticServer, type StaticServer } from './createStaticServer.js'
import { resolveStaticPath } from './resolveStaticPath.js'

describe('contentTypeFor', () => {
  it.each([
    ['index.html', 'text/html; charset=utf-8'],
    ['assets/index-DqM0.js', 'text/javascript; charset=utf-8'],
    ['assets/index.CSS', 'text/css; charset=utf-8'],
    ['icon.svg', 'image/svg+xml'],
    ['blob.bin', 'application/octet-stream'],
  ])('%s → %s', (path, type) => {
    expect(contentTypeFor(path)).toBe(type)
  })
})

describe('resolveStaticPath', () => {
  it.each([
    ['/', '/srv/site/index.html'],
    ['/assets/a.js?v=1', '/srv/site/assets/a.js'],
    ['/a%20b.js', '/srv/site/a b.js'],
    ['/../etc/passwd', '/srv/site/etc/passwd'],
    ['/%2e%2e/secret', '/srv/site/secret'],
    ['/..%2f..%2fetc/passwd', undefined],
    ['/%E0%A4%A', undefined],
  ])('%s → %s', (url, expected) => {
    expect(resolveStaticPath('/srv/site', url)).toBe(expected)
  })
})

describe('createStaticServer', () => {
  let dir: string
  let server: StaticServer
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'portico-bench-'))
    await mkdir(join(dir, 'assets'))
    await writeFile(join(dir, 'index.html'), '<!doctype html>')
    await writeFile(join(dir, 'assets', 'main.js'), 'export {}')
    server = await createStaticServer({ root: dir })
  })
  afterAll(async () => {
    await server.close()
    await rm(dir, { recursive: true })
  })

  it('listens on a free port of 127.0.0.1', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/)
  })

  it('serves files with their content type, length and no-store', async () => {
    const response = await fetch(new URL('assets/main.js', server.url))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(response.headers.get('content-length')).toBe('9')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('content-encoding')).toBeNull()
    expect(await response.text()).toBe('export {}')
  })

  it('serves index.html at /', async () => {
    const response = await fetch(server.url)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(await response.text()).toBe('<!doctype html>')
  })

  it('answers 404 for a missing file or a directory', async () => {
    expect((await fetch(new URL('nope.js', server.url))).status).toBe(404)
    expect((await fetch(new URL('assets', server.url))).status).toBe(404)
  })
})
