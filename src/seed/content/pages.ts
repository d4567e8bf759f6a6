import type { Page } from '@/payload-types'

import { paragraphs } from '../richtext'

export type SeedPage = Pick<Page, 'title' | 'path' | 'seo' | 'layout'>

export const seedPages: SeedPage[] = [
  {
    title: 'Home',
    path: '/',
    seo: { title: 'Giving Your Life a Meaning', description: 'A warm, Bible-believing church in Cheltenham. Join us this Sunday at 10:30 AM or online.' },
    layout: [
      {
        blockType: 'hero',
        heading: 'Giving Your Life a Meaning',
        subheading: 'Join us in person or online and find a place to belong.',
        buttons: [
          { label: 'Join Us This Sunday', url: '/contact#plan-visit' },
          { label: 'Watch Online', url: '/live-programmes/online-church' },
        ],
      },
      {
        blockType: 'infoCards',
        cards: [
          { title: 'Sunday Service', time: '10:30 AM', body: 'Doors open at 10:00 AM.' },
          { title: 'Online Midweek Service', time: 'Wednesday 6:30 PM', body: 'Prayer and the Word.' },
          { title: 'Foundation School', body: 'Rolling intake: start whenever you are ready.', link: { label: 'Register today', url: '/foundation-school' } },
        ],
      },
      {
        blockType: 'infoCards',
        heading: 'What to Expect',
        cards: [
          { title: 'A warm welcome', body: 'Friendly faces are ready to greet you and help you settle in.' },
          { title: 'Uplifting worship', body: 'Heartfelt praise and worship that lifts your spirit.' },
          { title: 'The Word', body: 'The Word of God taught with simplicity and power.' },
          { title: 'A place to belong', body: 'A family where you can grow, serve and thrive.' },
        ],
      },
      { blockType: 'quote', text: 'I came as a visitor and found a family. My life has never been the same.', attribution: 'A. Member' },
      {
        blockType: 'callToAction',
        buttons: [
          { label: 'Plan Your Visit', url: '/contact#plan-visit' },
          { label: 'Send a Prayer Request', url: '/prayer-request' },
          { label: 'Give', url: 'https://give.example.org/cheltenham' },
        ],
      },
    ],
  },
  {
    title: 'About Us',
    path: '/about',
    seo: { description: 'Who we are, our pastor, our vision and what we believe.' },
    layout: [
      { blockType: 'richText', content: paragraphs('We are a family of believers in Cheltenham, committed to giving every life a meaning through the Word of God.') },
    ],
  },
]
