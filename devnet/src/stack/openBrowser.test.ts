import { describe, expect, it } from 'vitest'
import { openBrowser } from './openBrowser'

describe('openBrowser', () => {
  it('resolves false instead of failing when there is no opener', async () => {
    const opened = await openBrowser({
      url: 'http://127.0.0.1:1',
      env: { PATH: '/nonexistent' },
      platform: 'linux',
    })
    expect(opened).toBe(false)
  })
})
