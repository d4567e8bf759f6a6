import { eventTimeStatus, lastSessionEnd } from './countdown'
import type { RegistrationWindowSettings, SessionTimes } from './event-model'
import { registrationWindow, registrationWindowMessage } from './registration-window'
import { timelineOf, type Timeline } from './phase-timeline'

// The instants at which an event's page changes by itself, for pages rendered once and kept in a cache.

/** Whether the event is over: false until its last session ends, true from then on. */
export function endedTimeline(sessions: readonly SessionTimes[]): Timeline<boolean> {
  return timelineOf([lastSessionEnd(sessions)], (now) => eventTimeStatus(now, sessions) === 'ended')
}

/**
 * The sentence shown in place of the registration form, or '' while it is open. It can change only
 * when registration opens, at the closing date, or when the last session ends (the default close).
 */
export function registrationTimeline(
  settings: RegistrationWindowSettings,
  sessions: readonly SessionTimes[],
): Timeline<string> {
  const instants = [settings.registrationOpensAt, settings.registrationClosesAt, lastSessionEnd(sessions)]
  return timelineOf(instants, (now) => registrationWindowMessage(registrationWindow(now, settings, sessions)) ?? '')
}

/** Whether registration has closed for good (not merely not open yet): then the event is no longer featured. */
export function registrationClosedTimeline(
  settings: RegistrationWindowSettings,
  sessions: readonly SessionTimes[],
): Timeline<boolean> {
  const instants = [settings.registrationOpensAt, settings.registrationClosesAt, lastSessionEnd(sessions)]
  return timelineOf(instants, (now) => registrationWindow(now, settings, sessions).state === 'closed')
}

/** The banner's buttons: "Register Now" while registration is open, "Watch Live" until the event ends, then the recording. */
export type BannerState = `${'open' | 'shut'}|${'live' | 'ended'}`

export function bannerTimeline(
  settings: RegistrationWindowSettings,
  sessions: readonly SessionTimes[],
): Timeline<BannerState> {
  const instants = [settings.registrationOpensAt, settings.registrationClosesAt, lastSessionEnd(sessions)]
  return timelineOf(instants, (now): BannerState => {
    const open = registrationWindow(now, settings, sessions).state === 'open' ? 'open' : 'shut'
    return `${open}|${eventTimeStatus(now, sessions) === 'ended' ? 'ended' : 'live'}`
  })
}
