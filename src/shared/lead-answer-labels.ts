// The words of each choice the lead forms offer: the forms show them, and the owner's email about a lead quotes
// the man's answers in the same words. Typed by the schemas' enums, so a value added or renamed there fails the
// build until it has words here.
import type { CHALLENGES, MARRIAGE_LENGTHS, PREVIOUS_COACHING, TIMELINES } from './schemas/leads.ts'

export const CHALLENGE_LABELS: Readonly<Record<(typeof CHALLENGES)[number], string>> = {
  relationship: 'Relationship and marriage',
  confidence: 'Confidence and self-worth',
  career: 'Career and provision',
  sexual: 'Sexual confidence and intimacy',
  direction: 'Purpose and life direction',
}

export const MARRIAGE_LENGTH_LABELS: Readonly<Record<(typeof MARRIAGE_LENGTHS)[number], string>> = {
  'less-than-2': 'Less than 2 years',
  '2-5': '2 to 5 years',
  '5-10': '5 to 10 years',
  '10-15': '10 to 15 years',
  '15-20': '15 to 20 years',
  '20-plus': '20 years or more',
}

export const PREVIOUS_COACHING_LABELS: Readonly<Record<(typeof PREVIOUS_COACHING)[number], string>> = {
  never: 'Never',
  'individual-therapy': 'Individual therapy',
  'couples-therapy': 'Couples therapy',
  'mens-coaching': "Men's coaching",
  multiple: 'More than one of these',
}

export const TIMELINE_LABELS: Readonly<Record<(typeof TIMELINES)[number], string>> = {
  immediate: 'Right away',
  '1-3-months': 'In 1 to 3 months',
  '3-6-months': 'In 3 to 6 months',
  '6-12-months': 'In 6 to 12 months',
  gradual: 'Gradually, at my own pace',
}
