import type { RouterData } from '@portico/core'

/** What every view of the modal receives: the data its router entry was opened with. */
export type ViewProps = { data?: RouterData | undefined }
