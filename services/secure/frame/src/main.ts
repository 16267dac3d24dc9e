import { bootFrame } from './boot/bootFrame.js'
import { bootSecurePopup } from './boot/bootSecurePopup.js'
import { SECURE_POPUP_PATH } from './ui/popup/securePopupMessages.js'

// The frame page's entry (vite builds it into dist/frame.js; the server serves it with the page).
// The same script is the secure window's (GET /approve), where the frame sends what it cannot show
// safely (issue 16, finding 2).
if (window.location.pathname === SECURE_POPUP_PATH) bootSecurePopup(window)
else bootFrame(window)
