import type { Event, Navigation, SiteSetting } from '@/payload-types'

import { paragraphs } from '../richtext'

type GlobalData<T> = Omit<T, 'id' | 'createdAt' | 'updatedAt' | 'globalType'>

/** Values the church has yet to give are clearly fake but valid, for staff to replace in the CMS. */
export const siteSettings: GlobalData<SiteSetting> = {
  churchName: 'Example Church Cheltenham',
  venueAddress: 'Cheltenham Community Hall\n1 Example Road\nCheltenham GL50 1AA',
  // The footer reading of the midweek service (6:30 PM); the live programmes and contact pages say 7:00 PM.
  serviceTimes: [
    { label: 'Sunday', time: '10:30 AM', note: null },
    { label: 'Wednesday', time: '6:30 PM', note: 'online' },
  ],
  phones: [
    { number: '01242 000001', inFooter: true },
    { number: '07700 900001', inFooter: true },
    { number: '07700 900002', inFooter: false },
  ],
  chatUrl: 'https://wa.me/447700900001',
  enquiriesEmail: 'enquiries@example.org',
  websiteUrl: 'https://www.example.org',
  liveStreamUrl: 'https://www.youtube.com/@example-church/live',
  socialLinks: [
    { platform: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/@example-church' },
    { platform: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/example-church' },
    { platform: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/example-church' },
    // These two addresses are not known yet: placeholders that staff replace (an empty address hides the link).
    { platform: 'tiktok', label: 'TikTok', url: 'https://www.tiktok.com/@example-church' },
    { platform: 'kingschat', label: 'KingsChat', url: 'https://kingschat.online/user/example-church' },
  ],
  privacyNote: 'We only use your details to contact you about your request.',
  givingUrl: 'https://give.example.org/cheltenham',
  bankDetails: { accountName: 'Example Church Cheltenham', sortCode: '00-00-00', accountNumber: '00000000' },
}

/** Every event the church runs, upcoming first (/events); the seed adds it to a menu saved before it existed. */
export const EVENTS_MENU_ITEM = { label: 'Events', url: '/events', children: [] }

export const navigation: GlobalData<Navigation> = {
  headerItems: [
    { label: 'Home', url: '/', children: [] },
    {
      label: 'About',
      url: '/about',
      children: [
        { label: 'Overview', url: '/about' },
        { label: 'Our Pastor', url: '/about/pastor-example' },
        { label: 'Vision', url: '/about/vision' },
        { label: 'Statement of Faith', url: '/about/statement-of-faith' },
      ],
    },
    {
      label: 'Live Programmes',
      url: '/live-programmes',
      children: [
        { label: 'Overview', url: '/live-programmes' },
        { label: 'Online Church', url: '/live-programmes/online-church' },
        { label: 'Communion Service', url: '/live-programmes/communion-service' },
        { label: 'Unending Praise', url: '/live-programmes/unending-praise' },
        { label: 'Prayerthon', url: '/live-programmes/prayerthon' },
        { label: 'Healing Service', url: '/live-programmes/healing-service' },
      ],
    },
    EVENTS_MENU_ITEM,
    { label: 'Ministry Arms', url: '/ministry-arms', children: [] },
    { label: 'Foundation School', url: '/foundation-school', children: [] },
    { label: 'Prayer Request', url: '/prayer-request', children: [] },
    { label: 'Worship With Us / Contact', url: '/contact', children: [] },
    { label: 'Give', url: '/give', children: [] },
  ],
  watchOnline: { label: 'Watch Online', url: '/live-programmes/online-church' },
  footerQuickLinks: [
    { label: 'About Us', url: '/about' },
    { label: 'Live Programmes', url: '/live-programmes' },
    { label: 'Ministry Arms', url: '/ministry-arms' },
    { label: 'Foundation School', url: '/foundation-school' },
    { label: 'Prayer Request', url: '/prayer-request' },
    { label: 'Contact Us', url: '/contact' },
    { label: 'Give', url: '/give' },
  ],
}

/**
 * The SPEC's outreach event, one event among many: its sessions keep the attendance identifiers the
 * SPEC fixed (online, super-sunday, and both for every session), and its registration never closes,
 * so its form keeps working although the event was in September 2025.
 */
export const outreachEvent: Omit<Event, 'id' | 'createdAt' | 'updatedAt' | 'firstStartsAt' | 'lastEndsAt'> = {
  title: 'Outreach Event 2025',
  slug: 'outreach-event-2025',
  summary:
    'Two days of worship, the Word and prayer: online on Saturday 20 September and in person on Sunday 21 September 2025.',
  admission: 'Free admission',
  about: paragraphs('Two days of worship, the Word and prayer: join online on Saturday and in person on Sunday.'),
  streamUrl: 'https://www.youtube.com/@example-church/live',
  recordingUrl: 'https://www.youtube.com/@example-church/videos',
  registrationCloses: 'never',
  allSessionsLabel: 'Both Days',
  allSessionsKey: 'both',
  sessions: [
    {
      key: 'online',
      title: 'Online Crusade',
      // 5-7 PM in London on 20 Sept 2025 is 16:00-18:00 UTC (British Summer Time).
      startsAt: '2025-09-20T16:00:00.000Z',
      endsAt: '2025-09-20T18:00:00.000Z',
      startsAt_tz: 'Europe/London',
      endsAt_tz: 'Europe/London',
      mode: 'online',
      venue: 'YouTube live stream',
    },
    {
      key: 'super-sunday',
      title: 'Super Sunday',
      startsAt: '2025-09-21T09:30:00.000Z',
      endsAt: '2025-09-21T11:30:00.000Z',
      startsAt_tz: 'Europe/London',
      endsAt_tz: 'Europe/London',
      mode: 'in-person',
      venue: 'Sports Centre Pavilion, Cheltenham',
    },
  ],
  _status: 'published',
}
