import { afterEach, describe, expect, it, vi } from 'vitest'
import { openSocialPopup, SOCIAL_POPUP_NAME } from './openSocialPopup.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

/** A window whose `open` records its arguments, on a screen of the given size. */
function stubWindow(availWidth: number, availHeight: number) {
  const opened: string[][] = []
  const popup = {} as Window
  vi.stubGlobal('window', {
    screen: { availWidth, availHeight },
    open: (...args: string[]) => {
      opened.push(args)
      return popup
    },
  })
  return { opened, popup }
}

describe('spec §9 "Social popup 600x800"', () => {
  it.each([
    // screen, where the popup's top-left corner goes (centred; never off the screen)
    [1920, 1080, 660, 140],
    [1280, 800, 340, 0],
    [500, 700, 0, 0],
  ])('on a %i × %i screen: 600 × 800 at left %i, top %i, named for reuse', (w, h, left, top) => {
    const { opened, popup } = stubWindow(w, h)
    expect(openSocialPopup()).toBe(popup)
    expect(opened).toEqual([
      ['about:blank', SOCIAL_POPUP_NAME, `popup=yes,width=600,height=800,left=${left},top=${top}`],
    ])
  })

  it('no window (outside a browser): no popup', () => {
    vi.stubGlobal('window', undefined)
    expect(openSocialPopup()).toBeNull()
  })
})
