/** What other domains, the collections and the config use of this domain on the server. Loaded under plain Node too, so no client component (components.ts) comes through here. */
export { anchorField } from './fields/anchor'
export { followUpFields } from './fields/follow-up'
export { linkFields } from './fields/link'
export { richTextEditor } from './fields/rich-text-editor'
export { trimField, trimToNullField } from './fields/trim-hooks'
export { findPage } from './find-page'
export { revalidateEverything } from './hooks/revalidate-everything'
export { revalidatePageAfterChange, revalidatePageAfterDelete } from './hooks/revalidate-page'
export { readChurchName } from './read-church-name'
export { readPreviewer } from './read-previewer'
export { restrictDraftModeCookie } from './restrict-draft-mode-cookie'
export { churchNameOf } from './rules/church-name'
export { toEmbedUrl, validateEmbedUrl } from './rules/embed'
export { hasUrl, validateLinkUrl } from './rules/links'
export {
  ALL_SESSIONS_CALENDAR,
  EVENTS_PATH,
  OUTREACH_EVENT_PATH,
  allSessionsCalendarLink,
  dayNumberIndex,
  eventPagePath,
  normalisePagePath,
  pathFromSegments,
  sessionCalendarLink,
  validatePagePath,
  validatePreviewPath,
} from './rules/page-path'
export { personalLinkMetadata } from './rules/personal-link-metadata'
export { SITE_ICONS, WEB_MANIFEST_PATH } from './rules/site-icons'
