import { bootFrame } from './boot/bootFrame.js'

// The frame page's entry (vite builds it into dist/frame.js; the server serves it with the page).
bootFrame(window)
