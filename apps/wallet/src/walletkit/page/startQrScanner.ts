import { h } from './dom.js'
import { STRINGS } from './strings.js'

type BarcodeDetectorLike = { detect(source: CanvasImageSource): Promise<{ rawValue: string }[]> }
type BarcodeDetectorConstructor = new (options: { formats: string[] }) => BarcodeDetectorLike

const QR_SCAN_INTERVAL_MS = 300

/** Whether this browser can scan QR codes with the camera (the Barcode Detection API). */
export function canScanQrCodes(): boolean {
  return (
    typeof (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector === 'function' &&
    typeof navigator.mediaDevices?.getUserMedia === 'function'
  )
}

/**
 * Shows the camera in `container` and looks for a QR code holding a `wc:` URI; calls `onUri` with
 * the first one and stops. Returns the function that stops scanning (and the camera).
 */
export async function startQrScanner({
  container,
  onUri,
}: {
  container: HTMLElement
  onUri: (uri: string) => void
}): Promise<() => void> {
  const Detector = (globalThis as unknown as { BarcodeDetector: BarcodeDetectorConstructor })
    .BarcodeDetector
  const detector = new Detector({ formats: ['qr_code'] })
  const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } })
  const video = h('video', { muted: true, playsinline: true, 'aria-label': STRINGS.videoLabel })
  video.srcObject = stream
  container.replaceChildren(video)
  await video.play()
  let stopped = false
  const stop = () => {
    stopped = true
    for (const track of stream.getTracks()) track.stop()
    video.remove()
  }
  const scan = async () => {
    if (stopped) return
    try {
      const codes = await detector.detect(video)
      const uri = codes.map((c) => c.rawValue).find((value) => value.startsWith('wc:'))
      if (uri) {
        stop()
        onUri(uri)
        return
      }
    } catch {}
    setTimeout(scan, QR_SCAN_INTERVAL_MS)
  }
  void scan()
  return stop
}
