/** `2025-11-21T21:07:52.123Z` → `2025-11-21T21-07-52.123Z.json`: an ISO timestamp safe in any file system. */
export function resultsFileName(date: Date): string {
  return `${date.toISOString().replace(/:/g, '-')}.json`
}
