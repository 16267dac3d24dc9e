/**
 * Records the source of every image (each once) the document shows from the call on. An image that fails to
 * load (a catalogue route nothing serves in a test) soon gives way to its fallback, so a test
 * reads the sources as they appeared instead of racing the failure.
 */
export function recordImageSources(root: Node = document.body): {
  sources: string[]
  /** The image elements themselves, in the order they appeared (kept after they leave the page). */
  images: HTMLImageElement[]
  stop: () => void
} {
  const sources: string[] = []
  const images: HTMLImageElement[] = []
  const add = (node: Node) => {
    if (!(node instanceof Element)) return
    for (const img of [node, ...node.querySelectorAll('img')]) {
      if (!(img instanceof HTMLImageElement)) continue
      if (!images.includes(img)) images.push(img)
      const src = img.getAttribute('src')
      if (src && !sources.includes(src)) sources.push(src)
    }
  }
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') add(record.target)
      else for (const node of record.addedNodes) add(node)
    }
  })
  observer.observe(root, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['src'],
  })
  return { sources, images, stop: () => observer.disconnect() }
}
