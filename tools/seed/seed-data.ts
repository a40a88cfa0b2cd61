// Demo content for a fresh local database: what a new visitor or owner needs to see a complete site.
// Feature toggles are left empty on purpose, so every section is on.
import { createHash } from 'node:crypto'
import { DEFAULT_AGREEMENT_WORDS } from '../../src/shared/agreement.ts'
import { DEFAULT_INTAKE_QUESTIONS } from '../../src/shared/intake.ts'
import { SUGGESTED_FOLLOW_UP_NAME } from '../../src/shared/follow-ups.ts'
import { SUGGESTED_STEPS } from '../../src/worker/features/sequences/suggested-sequence.ts'
import { DEFAULT_BOOKING_RULES } from '../../src/shared/bookings/default-booking-rules.ts'
export const siteSettings = {
  id: 1,
  business_name: 'Brotherhood Coaching',
  coach_name: 'Daniel Reeves',
  contact_email: 'hello@brotherhood-coaching.example',
  contact_phone: '(541) 555-0142',
  website_url: 'http://127.0.0.1:8787',
  scheduling_url: 'https://calendly.com/brotherhood-coaching/free-consult',
  booking_page: 'site',
  postal_address: '123 Example Street, Suite 4, Bend, OR 97701',
}

export const faqs = [
  {
    question: 'Is this coaching only for Christian men?',
    answer:
      'The coaching is built on Christian and LDS values, and most of the men we work with share that ' +
      'faith. If you respect those values and want to grow as a husband, you are welcome to apply.',
  },
  {
    question: 'How is coaching different from counseling or therapy?',
    answer:
      'Therapy often looks back to heal what happened. Coaching looks forward: we set clear goals for ' +
      'your marriage and leadership and hold you to the actions that reach them. If you need therapy, ' +
      'we will tell you.',
  },
  {
    question: 'Does my wife need to take part?',
    answer:
      'No. The work starts with you. Many men find their marriage changes as they change, and your ' +
      'wife is welcome to join later conversations if you both want that.',
  },
  {
    question: 'How much time will this take each week?',
    answer:
      'Plan for one session a week (60 minutes one-to-one, or 90 minutes in a Brotherhood Pod) plus ' +
      'about an hour of assigned actions. The minimum commitment is 3 to 6 months.',
  },
  {
    question: 'What if it does not work for me?',
    answer:
      'Our 30-day action guarantee: attend every call and complete your assigned actions, or get a full ' +
      'refund. My coaching shows where you stand against it, day by day.',
  },
  {
    question: 'How do I get started?',
    answer:
      'Apply for coaching or book a free strategy call. We respond within 24 hours, and you can start within 48 hours of being accepted.',
  },
]

export const inventoryItems = [
  {
    name: 'Tuesday Evening Brotherhood Pod',
    type: 'brotherhood_pod',
    description: 'Five men, 90 minutes on video each week for twelve weeks.',
    price: 49900,
    plan_payments: 3,
    plan_amount: 17900,
    total_slots: 5,
    available_slots: 3,
    day_of_week: 'tuesday',
    time_slot: '6:40 PM PST',
    // Twelve Tuesdays from 5 January 2027, across the change to daylight time on 14 March: buyers' calendars
    // keep 6:40 PM.
    starts_on: '2027-01-05',
    sort_order: 1,
  },
  {
    name: 'Saturday Morning Brotherhood Pod',
    type: 'brotherhood_pod',
    description: 'An early start for men with busy weekdays. Twelve weeks.',
    price: 49900,
    plan_payments: 3,
    plan_amount: 17900,
    total_slots: 5,
    available_slots: 1,
    day_of_week: 'saturday',
    time_slot: '7:00 AM PST',
    starts_on: '2027-01-09',
    sort_order: 2,
  },
  {
    name: 'Monday Lunch One-to-One',
    type: 'coaching_slot',
    description: 'Twelve private 60-minute sessions.',
    sessions_included: 12,
    price: 180000,
    plan_payments: 6,
    plan_amount: 33900,
    total_slots: 1,
    available_slots: 1,
    day_of_week: 'monday',
    time_slot: '12:00 PM PST',
    sort_order: 1,
  },
  {
    name: 'Wednesday Evening One-to-One',
    type: 'coaching_slot',
    description: 'Twelve private 60-minute sessions.',
    sessions_included: 12,
    price: 180000,
    plan_payments: 6,
    plan_amount: 33900,
    total_slots: 1,
    available_slots: 1,
    day_of_week: 'wednesday',
    time_slot: '7:30 PM PST',
    sort_order: 2,
  },
  {
    name: 'Thursday Morning One-to-One',
    type: 'coaching_slot',
    description: 'Twelve private 60-minute sessions.',
    sessions_included: 12,
    price: 180000,
    plan_payments: 6,
    plan_amount: 33900,
    total_slots: 1,
    available_slots: 0,
    day_of_week: 'thursday',
    time_slot: '6:00 AM PST',
    sort_order: 3,
  },
]

export const events = [
  {
    title: 'Husband Leadership Live Q&A',
    date: 'December 4, 2026',
    time: '6:00 PM PST',
    type: 'free',
    location: 'Zoom',
    description: 'Bring your hardest question about leading at home. Open to every man on the list.',
    link: 'https://www.facebook.com/events/',
    sort_order: 1,
  },
  {
    title: 'Book Study Kickoff: Twelve Weeks of Brotherhood',
    date: 'January 8, 2027',
    time: '7:00 PM PST',
    type: 'paid',
    location: 'Online',
    description: 'The first session of the winter book study group.',
    link: null,
    sort_order: 2,
  },
  {
    title: 'Members Breakfast',
    date: 'January 23, 2027',
    time: '8:00 AM PST',
    type: 'members only',
    location: 'In Person',
    description: 'Pod members and their families, Portland.',
    link: null,
    sort_order: 3,
  },
]

export const facebookPosts = [
  {
    content:
      'Your wife does not need you to be perfect. She needs you to be present. Three ways to show up tonight, in the comments.',
    link: 'https://www.facebook.com/',
    post_date: '2026-11-18',
    likes: 84,
    comments: 12,
    shares: 9,
  },
  {
    content:
      'A new Brotherhood Pod opens in January. Five men, twelve weeks, one goal: become the husband God called you to be.',
    link: 'https://www.facebook.com/',
    post_date: '2026-11-12',
    likes: 61,
    comments: 7,
    shares: 4,
  },
  {
    content: 'Leadership at home starts with leading yourself. What is one habit you are changing this month?',
    link: 'https://www.facebook.com/',
    post_date: '2026-11-05',
    likes: 47,
    comments: 19,
    shares: 2,
  },
]

export const tiktokLive = { id: 1, username: 'brotherhoodcoaching', is_live: 0, viewer_count: 0 }

/** The suggested follow-up (decision 065), started by all three signup forms. */
export const followUpSequence = { id: 1, name: SUGGESTED_FOLLOW_UP_NAME }

export const followUpSteps = SUGGESTED_STEPS.map((step, index) => ({
  sequence_id: followUpSequence.id,
  position: index + 1,
  delay_days: step.delayDays,
  subject: step.subject,
  body: step.body,
}))

export const followUpSources = ['guide', 'exit_intent_popup', 'resource_library'].map((source) => ({
  source,
  sequence_id: followUpSequence.id,
}))

/**
 * The coach's hours on a fresh `npm start`: the defaults (weekdays 9 to 12 and 1 to 5 Pacific, the later half of each
 * period kept for clients' sessions) with a demo video link, so the free call can be booked at once and its
 * invitation shows where the call happens.
 */
export const bookingRules = {
  id: 1,
  rules: JSON.stringify({
    ...DEFAULT_BOOKING_RULES,
    videoLink: 'https://meet.example.com/brotherhood-coach',
  }),
}

/** The agreement shown at checkout, its first version in the business's words (decision 108). */
export const agreement = {
  version: createHash('sha256').update(DEFAULT_AGREEMENT_WORDS).digest('hex'),
  words: DEFAULT_AGREEMENT_WORDS,
}

/** The intake's first three questions (decision 109). */
export const intakeQuestions = DEFAULT_INTAKE_QUESTIONS.map((prompt, position) => ({ prompt, position, active: 1 }))
