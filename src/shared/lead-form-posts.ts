// The lead forms of the server-rendered pages also work as plain HTML forms (docs/decisions/037): each posts
// to its own address, where the Worker hands the fields to the same JSON route the script would call. This
// names, for each form, that address, the route, the fields taken from the post and the way back.
import { ANCHORS, homeLink } from './sections/anchors.ts'

export const LEAD_FORM_POSTS = {
  guide: {
    action: '/forms/guide',
    api: '/api/email-signups',
    fields: ['firstName', 'email'],
    fixed: { source: 'guide' },
    back: homeLink(ANCHORS.guide),
  },
  consultation: {
    action: '/forms/consultation',
    api: '/api/consultation-requests',
    fields: ['firstName', 'lastName', 'email', 'phone', 'challenge', 'message'],
    fixed: {},
    back: homeLink(ANCHORS.consultation),
  },
  'strategy-call': {
    action: '/forms/strategy-call',
    api: '/api/strategy-calls',
    fields: ['name', 'email', 'phone', 'marriageLength', 'previousCoaching', 'timeline', 'biggestChallenge', 'message'],
    fixed: {},
    back: homeLink(ANCHORS.strategyCall),
  },
} as const satisfies Record<
  string,
  { action: string; api: string; fields: readonly string[]; fixed: Record<string, string>; back: string }
>

export type LeadFormName = keyof typeof LEAD_FORM_POSTS

export function isLeadFormName(name: string): name is LeadFormName {
  return Object.hasOwn(LEAD_FORM_POSTS, name)
}
