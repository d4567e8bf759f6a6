import type { Page } from '@/payload-types'

import { paragraphs } from '../richtext'
import { NO_SEED_IMAGES, type SeedImages } from './media'

export type SeedPage = Pick<Page, 'title' | 'path' | 'seo' | 'layout'>

/**
 * The starting content of every public page. Values the church has yet to give (names, external
 * links) are clearly fake but valid, for staff to replace in the CMS. Contact details are tokens
 * ({phone1}, {email}, {chat}) filled in from the site settings, so they are changed in one place.
 */
export const PASTOR_PATH = '/about/pastor-example'
const VIDEO_CHANNEL = 'https://www.youtube.com/@example-church'
const GIVING_URL = 'https://give.example.org/cheltenham'

const planVisitAndWatch = {
  blockType: 'callToAction' as const,
  heading: 'How to Join Us',
  buttons: [
    { label: 'Watch Online', url: '/live-programmes/online-church' },
    { label: 'Plan Your Visit', url: '/contact' },
  ],
}

/**
 * The home page's list of what is coming up, filled in by itself (the featured event left out: its
 * form follows). The seed adds it to a home page saved before it existed.
 */
export const UPCOMING_EVENTS_BLOCK = { blockType: 'upcomingEvents' as const, heading: 'Upcoming events', limit: 3 }

/** Every page, showing the seeded pictures given by id. */
export const buildSeedPages = (images: SeedImages): SeedPage[] => [
  {
    title: 'Home',
    path: '/',
    seo: {
      title: 'Giving Your Life a Meaning',
      description: 'A warm, Bible-believing church in Cheltenham. Join us this Sunday at 10:30 AM or online.',
      image: images.outreachBanner,
    },
    layout: [
      {
        blockType: 'callToAction',
        style: 'banner',
        image: images.outreachBanner,
        heading: 'Outreach Event: Saturday 20 & Sunday 21 September 2025',
        body: 'Free admission. Day 1 online crusade, Day 2 Super Sunday in Cheltenham.',
        buttons: [
          { label: 'Register for Event', url: '/outreach-event' },
          { label: 'Watch Live', url: `${VIDEO_CHANNEL}/live` },
          { label: 'Visit Website', url: 'https://www.example.org' },
        ],
      },
      {
        blockType: 'hero',
        heading: 'Giving Your Life a Meaning',
        subheading: 'A family where you can belong, grow and discover God’s purpose for your life.',
        buttons: [
          { label: 'Join Us This Sunday', url: '/contact#plan-visit' },
          { label: 'Watch Online', url: '/live-programmes/online-church' },
        ],
      },
      {
        blockType: 'infoCards',
        heading: 'Service Times',
        cards: [
          { title: 'Sunday Service', time: '10:30 AM', body: 'Doors open at 10:00 AM.' },
          { title: 'Online Midweek Service', time: 'Wednesday 6:30 PM', body: 'Prayer and the Word.' },
          {
            title: 'Foundation School',
            time: 'Rolling intake',
            body: 'Grow in the basics of the faith.',
            link: { label: 'Register today', url: '/foundation-school' },
          },
        ],
      },
      {
        blockType: 'infoCards',
        heading: 'What to Expect',
        columns: '4',
        cards: [
          { title: 'A warm welcome', body: 'Friendly faces are ready to greet you and help you settle in.' },
          { title: 'Uplifting worship', body: 'Heartfelt praise and worship that lifts your spirit.' },
          { title: 'The Word', body: 'The Word of God taught with simplicity and power.' },
          { title: 'A place to belong', body: 'A family where you can grow, serve and thrive.' },
        ],
      },
      {
        blockType: 'infoCards',
        heading: 'Quick Links',
        columns: '4',
        cards: [
          {
            title: 'Rhapsody of Realities',
            body: 'The daily devotional.',
            link: { label: 'About Rhapsody of Realities', url: '/ministry-arms#rhapsody' },
          },
          {
            title: 'Healing School',
            body: 'Healing and wholeness through the Word.',
            link: { label: 'About Healing School', url: '/ministry-arms#healing-school' },
          },
          {
            title: 'InnerCity Mission',
            body: 'Caring for children in need.',
            link: { label: 'About InnerCity Mission', url: '/ministry-arms#innercity' },
          },
          {
            title: 'Chat with us',
            body: 'Message us on our messaging app.',
            link: { label: 'Start a chat', url: '{chat}' },
          },
        ],
      },
      UPCOMING_EVENTS_BLOCK,
      {
        blockType: 'form',
        anchorId: 'register',
        formType: 'event-registration',
        heading: 'Register for the Outreach Event',
        intro: 'Free admission. Tell us which day you plan to attend.',
      },
      {
        blockType: 'quote',
        text: 'I came as a visitor and found a family. My life has never been the same.',
        attribution: 'Jane Example, member since 2019',
      },
      {
        blockType: 'callToAction',
        heading: 'We would love to meet you',
        buttons: [
          { label: 'Plan Your Visit', url: '/contact#plan-visit' },
          { label: 'Send a Prayer Request', url: '/prayer-request' },
          { label: 'Give', url: GIVING_URL },
        ],
      },
    ],
  },
  {
    title: 'About Us',
    path: '/about',
    seo: { description: 'Who we are, our pastor, our vision and what we believe.' },
    layout: [
      {
        blockType: 'hero',
        heading: 'About Us',
        subheading: 'A family of believers in Cheltenham, giving every life a meaning through the Word of God.',
      },
      {
        blockType: 'richText',
        content: paragraphs(
          'We are a local congregation of a worldwide ministry, meeting every Sunday in Cheltenham and online during the week.',
          'Whoever you are and wherever you are on your journey, there is a place for you here.',
        ),
      },
      {
        blockType: 'infoCards',
        cards: [
          {
            title: 'Our Pastor',
            body: 'Meet the pastor who leads our church family.',
            link: { label: 'Meet our pastor', url: PASTOR_PATH },
          },
          {
            title: 'Our Vision',
            body: '“To give every life a meaning through the Word of God.”',
            link: { label: 'Read our vision', url: '/about/vision' },
          },
          {
            title: 'Statement of Faith',
            body: 'We believe the Bible is the inspired Word of God and that salvation is by faith in Jesus Christ.',
            link: { label: 'What we believe', url: '/about/statement-of-faith' },
          },
        ],
      },
    ],
  },
  {
    title: 'Our Pastor',
    path: PASTOR_PATH,
    seo: { description: 'Meet our pastor.' },
    layout: [
      { blockType: 'hero', heading: 'Pastor Example', subheading: 'Lead Pastor' },
      {
        blockType: 'richText',
        content: paragraphs(
          'Pastor Example has served the church in Cheltenham for many years, teaching the Word with simplicity and power.',
          'A passionate teacher and a friend to many, the pastor leads our church family in worship, prayer and outreach.',
        ),
      },
      {
        blockType: 'callToAction',
        buttons: [{ label: 'Follow the pastor’s online ministry', url: 'https://pastor.example.org' }],
      },
    ],
  },
  {
    title: 'Our Vision',
    path: '/about/vision',
    seo: { description: 'Our vision and the six ways we live it out.' },
    layout: [
      { blockType: 'hero', heading: 'Our Vision', subheading: 'To give every life a meaning through the Word of God.' },
      {
        blockType: 'steps',
        heading: 'Six Expressions of Our Vision',
        numbered: true,
        items: [
          { title: 'The Word', body: 'Teaching the Word of God with simplicity and power.' },
          { title: 'Prayer', body: 'A praying church that sees lives changed.' },
          { title: 'Worship', body: 'Heartfelt worship that honours God.' },
          { title: 'Evangelism', body: 'Taking the gospel to our town and beyond.' },
          { title: 'Giving and Partnership', body: 'Partnering with God’s work through our giving.' },
          { title: 'Excellence', body: 'Doing everything with excellence for the glory of God.' },
        ],
      },
    ],
  },
  {
    title: 'Statement of Faith',
    path: '/about/statement-of-faith',
    seo: { description: 'What we believe.' },
    layout: [
      { blockType: 'hero', heading: 'Statement of Faith', subheading: 'What we believe.' },
      {
        blockType: 'steps',
        numbered: true,
        items: [
          { title: 'The Bible', body: 'The Bible is the inspired, infallible Word of God.' },
          { title: 'God', body: 'There is one God, eternally existent in three persons: Father, Son and Holy Spirit.' },
          {
            title: 'Jesus Christ',
            body: 'Jesus Christ is the Son of God, born of a virgin, who died for our sins and rose again.',
          },
          { title: 'Salvation', body: 'Salvation is a gift of God received by faith in Jesus Christ.' },
          {
            title: 'The Holy Spirit',
            body: 'The Holy Spirit lives in every believer and empowers them for a godly life.',
          },
          {
            title: 'The Church',
            body: 'The Church is the body of Christ, called to worship, fellowship and share the gospel.',
          },
          { title: 'The Return of Christ', body: 'Jesus Christ will return, and we live in the hope of eternal life.' },
        ],
        link: { label: 'Learn more at Foundation School', url: '/foundation-school' },
      },
    ],
  },
  {
    title: 'Live Programmes',
    path: '/live-programmes',
    seo: { description: 'Join our services and special programmes live, online and in person.' },
    layout: [
      { blockType: 'hero', heading: 'Live Programmes', subheading: 'Worship with us online and in person.' },
      {
        blockType: 'infoCards',
        cards: [
          {
            title: 'Online Church Service',
            time: 'Sunday 10:30 AM, Wednesday 7:00 PM',
            body: 'Join our services live from wherever you are.',
            link: { label: 'Join online', url: '/live-programmes/online-church' },
          },
          {
            title: 'Global Communion Service',
            time: 'First Sunday of every month',
            body: 'Share in the Lord’s Supper with believers around the world.',
            link: { label: 'Find out more', url: '/live-programmes/communion-service' },
          },
          {
            title: 'Unending Praise',
            time: 'Monthly special services',
            body: 'Hours of praise and worship.',
            link: { label: 'Find out more', url: '/live-programmes/unending-praise' },
          },
          {
            title: 'Pray-A-Thon',
            time: 'Special prayer events',
            body: 'Join believers in extended prayer.',
            link: { label: 'Find out more', url: '/live-programmes/prayerthon' },
          },
          {
            title: 'Live Healing Service',
            body: 'Experience healing and wholeness through the Word.',
            link: { label: 'Find out more', url: '/live-programmes/healing-service' },
          },
        ],
      },
      planVisitAndWatch,
    ],
  },
  {
    title: 'Online Church',
    path: '/live-programmes/online-church',
    seo: { description: 'Watch our services live online.' },
    layout: [
      { blockType: 'hero', heading: 'Online Church', subheading: 'Sunday 10:30 AM and Wednesday 7:00 PM, live.' },
      {
        blockType: 'embed',
        kind: 'video',
        title: 'Church service live stream',
        placeholder: 'The live stream appears here when the service starts.',
      },
      {
        blockType: 'callToAction',
        buttons: [
          { label: 'Watch on YouTube', url: `${VIDEO_CHANNEL}/live` },
          { label: 'Plan Your Visit', url: '/contact#plan-visit' },
        ],
      },
    ],
  },
  {
    title: 'Communion Service',
    path: '/live-programmes/communion-service',
    seo: { description: 'Global Communion Service on the first Sunday of every month.' },
    layout: [
      { blockType: 'hero', heading: 'Global Communion Service', subheading: 'First Sunday of every month.' },
      {
        blockType: 'infoCards',
        cards: [
          {
            title: 'Next communion service',
            time: 'Date to be announced: the first Sunday of the month, 10:30 AM',
            body: 'Please prepare the elements (bread and wine or grape juice) before the service.',
          },
        ],
      },
      {
        blockType: 'callToAction',
        buttons: [{ label: 'Add to your calendar', url: 'https://calendar.example.org/communion' }],
      },
    ],
  },
  {
    title: 'Unending Praise',
    path: '/live-programmes/unending-praise',
    seo: { description: 'Monthly special services of praise and worship.' },
    layout: [
      { blockType: 'hero', heading: 'Unending Praise', subheading: 'Monthly special services of praise and worship.' },
      {
        blockType: 'steps',
        heading: 'How to Join',
        items: [
          { title: 'Check the date', body: 'Services are announced each month.' },
          { title: 'Join online or in person', body: 'Watch live or come along to the church.' },
          { title: 'Bring a friend', body: 'Everyone is welcome.' },
        ],
      },
      {
        blockType: 'quote',
        text: 'The praise sessions lifted my spirit like never before.',
        attribution: 'A. Example',
      },
      { blockType: 'quote', text: 'I found joy and peace in the presence of God.', attribution: 'B. Example' },
      { blockType: 'callToAction', buttons: [{ label: 'Get Updates', url: 'https://updates.example.org/praise' }] },
    ],
  },
  {
    title: 'Prayerthon',
    path: '/live-programmes/prayerthon',
    seo: { description: 'Special prayer events, in person and online.' },
    layout: [
      { blockType: 'hero', heading: 'Pray-A-Thon', subheading: 'Special prayer events.' },
      {
        blockType: 'infoCards',
        heading: 'Prayer Times',
        columns: '2',
        cards: [
          { title: 'In person', time: 'Times announced before each event', body: 'Join us at the church.' },
          { title: 'Online', time: 'Times announced before each event', body: 'Pray with us from home.' },
        ],
      },
      {
        blockType: 'callToAction',
        buttons: [
          { label: 'Join the prayer network', url: 'https://prayer.example.org' },
          { label: 'Add to your calendar', url: 'https://calendar.example.org/prayerthon' },
        ],
      },
    ],
  },
  {
    title: 'Healing Service',
    path: '/live-programmes/healing-service',
    seo: { description: 'Live healing services.' },
    layout: [
      {
        blockType: 'hero',
        heading: 'Live Healing Service',
        subheading: 'Healing and wholeness through the Word of God.',
      },
      {
        blockType: 'infoCards',
        cards: [
          {
            title: 'Next session',
            time: 'Date to be announced',
            body: 'Watch this page for the next healing service.',
          },
        ],
      },
      {
        blockType: 'steps',
        heading: 'How to Prepare',
        items: [
          { title: 'Read the Word', body: 'Meditate on scriptures about healing.' },
          { title: 'Pray', body: 'Spend time in prayer before the service.' },
          { title: 'Register', body: 'Register for the service using the link below.' },
        ],
      },
      {
        blockType: 'callToAction',
        heading: 'Share your testimony',
        buttons: [
          { label: 'Register for the healing service', url: 'https://healing.example.org/register' },
          { label: 'Share a testimony', url: '/prayer-request' },
        ],
      },
    ],
  },
  {
    title: 'Ministry Arms',
    path: '/ministry-arms',
    seo: { description: 'The ministry arms of our church.' },
    layout: [
      { blockType: 'hero', heading: 'Ministry Arms', subheading: 'Reaching the world through many channels.' },
      {
        blockType: 'infoCards',
        columns: '2',
        cards: [
          {
            anchorId: 'rhapsody',
            title: 'Rhapsody of Realities',
            body: 'A daily devotional read around the world.',
            link: { label: 'Visit Rhapsody', url: 'https://rhapsody.example.org' },
          },
          {
            anchorId: 'healing-school',
            title: 'Healing School',
            body: 'Healing and wholeness through the Word of God.',
            link: { label: 'Visit Healing School', url: 'https://healingschool.example.org' },
          },
          {
            anchorId: 'innercity',
            title: 'InnerCity Mission',
            body: 'Caring for children in need.',
            link: { label: 'Visit InnerCity Mission', url: 'https://innercity.example.org' },
          },
          {
            anchorId: 'pco',
            title: 'Pastor’s Online Ministry',
            body: 'Teaching and prayer from our pastor online.',
            link: { label: 'Visit the online ministry', url: 'https://pastor.example.org' },
          },
        ],
      },
    ],
  },
  {
    title: 'Foundation School',
    path: '/foundation-school',
    seo: { description: 'An 8-week course in the foundations of the Christian faith. Rolling intake.' },
    layout: [
      {
        blockType: 'hero',
        heading: 'Foundation School',
        subheading: 'Grow in the basics of the Christian faith. Rolling intake: start whenever you are ready.',
      },
      {
        blockType: 'form',
        anchorId: 'register',
        formType: 'foundation-school',
        heading: 'Register for Foundation School',
      },
      {
        blockType: 'infoCards',
        heading: 'Curriculum',
        cards: [
          { title: 'The New Creature' },
          { title: 'The Holy Spirit' },
          { title: 'Christian Doctrines' },
          { title: 'Evangelism' },
          { title: 'Prayer and the Word' },
          { title: 'Church and Service' },
        ],
      },
      {
        blockType: 'steps',
        heading: 'Course Format',
        numbered: false,
        items: [
          { title: '8-week programme' },
          { title: 'Weekly 90-minute sessions' },
          { title: 'In person or live online' },
        ],
      },
      {
        blockType: 'quote',
        text: 'Foundation School gave me a solid start in my walk with God.',
        attribution: 'C. Example, student',
      },
    ],
  },
  {
    title: 'Prayer Request',
    path: '/prayer-request',
    seo: { description: 'Send us a prayer request.' },
    layout: [
      { blockType: 'hero', heading: 'Prayer Request', subheading: 'We would be honoured to pray with you.' },
      { blockType: 'form', formType: 'prayer-request', heading: 'Send a Prayer Request' },
      { blockType: 'richText', content: paragraphs('Need urgent prayer? Call our prayer hotline on {phone2}.') },
    ],
  },
  {
    title: 'Worship With Us',
    path: '/contact',
    seo: {
      title: 'Worship With Us / Plan Your Visit',
      description: 'Service times, our location and how to plan your visit.',
    },
    layout: [
      { blockType: 'hero', heading: 'Worship With Us', subheading: 'We would love to welcome you.' },
      {
        blockType: 'infoCards',
        heading: 'Service Times',
        columns: '2',
        cards: [
          { title: 'Sunday Service', time: '10:30 AM', body: 'Doors open at 10:00 AM.' },
          { title: 'Midweek Service', time: 'Wednesday 7:00 PM' },
        ],
      },
      {
        blockType: 'embed',
        heading: 'Location',
        kind: 'map',
        title: 'Map showing the church’s location in Cheltenham',
        url: 'https://www.google.com/maps/embed?pb=!1m14!1m8!1m3!1d0!2d-2.0783!3d51.8994!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x0%3A0x0!2sCheltenham!5e0!3m2!1sen!2suk!4v1',
      },
      {
        blockType: 'infoCards',
        heading: 'Contact Us',
        cards: [
          { title: 'Hotlines', body: '{phone1}\n{phone2}', link: { label: 'Call us', url: 'tel:{phone1}' } },
          { title: 'E-mail', body: '{email}', link: { label: 'Send an e-mail', url: 'mailto:{email}' } },
          { title: 'Chat', body: 'Message us on our messaging app.', link: { label: 'Start a chat', url: '{chat}' } },
        ],
      },
      {
        blockType: 'form',
        anchorId: 'plan-visit',
        formType: 'plan-visit',
        heading: 'Plan Your Visit',
        intro: 'Let us know when you are coming and we will look out for you.',
      },
      { blockType: 'socialLinks', heading: 'Connect With Us' },
    ],
  },
  {
    title: 'Privacy Notice',
    path: '/privacy',
    seo: { description: 'How we use and protect your personal details.' },
    layout: [
      {
        blockType: 'richText',
        content: paragraphs(
          'We only use the details you give us to reply to your request, to run the events you register for and, if you agree, to tell you about future events.',
          'We never sell your details. You can ask us what we hold about you, ask us to correct or delete it, or withdraw your consent at any time by e-mailing {email}.',
          'Registrations for an event are kept until shortly after the event; prayer requests are kept only as long as needed to pray for you.',
        ),
      },
    ],
  },
  {
    title: 'Give',
    path: '/give',
    seo: { description: 'Support the work of the church online or by bank transfer.' },
    layout: [
      {
        blockType: 'hero',
        heading: 'Give',
        subheading: 'Thank you for partnering with us.',
        buttons: [{ label: 'Give Online', url: GIVING_URL }],
      },
      { blockType: 'bankDetails', heading: 'Bank Transfer', intro: 'You can also give by bank transfer.' },
      {
        blockType: 'infoCards',
        heading: 'Your Impact',
        cards: [
          { title: 'Outreach', body: 'Taking the gospel to our town.' },
          { title: 'Community', body: 'Supporting families in need.' },
          { title: 'Missions', body: 'Partnering with ministry around the world.' },
        ],
      },
      {
        blockType: 'quote',
        text: 'Each of you should give what you have decided in your heart to give, not reluctantly or under compulsion, for God loves a cheerful giver.',
        attribution: '2 Corinthians 9:7',
      },
    ],
  },
]

/** The pages' texts and links, for tests that check them. */
export const seedPages = buildSeedPages(NO_SEED_IMAGES)
