/** What other domains, the collections and the config use of this domain on the server. Loaded under plain Node too, so no client component (components.ts) comes through here. */
export { pageBlocks } from './blocks'
export { findLeavePreviewPath } from './find-leave-preview-path'
