// The lead forms of the server-rendered pages also work as plain HTML forms (docs/decisions/037): each posts
// to its own address, where the Worker hands the fields to the same JSON route the script would call. This
// names, for each form, that address, the route, the fields taken from the post and the way back. The fields
// come from the route's own schema, so a field added there is taken from the post too.
import { ANCHORS, homeLink } from './sections/anchors.ts'
import type { z } from 'zod'
import { consultationRequestSchema, emailSignupSchema, strategyCallSchema } from './schemas/leads.ts'

/** The schema's fields, less those the form does not ask for (it fixes them, or another form asks them). */
function postedFields<S extends z.ZodObject>(schema: S, notAsked: readonly (keyof S['shape'] & string)[] = []) {
  return Object.keys(schema.shape).filter((field) => !notAsked.includes(field))
}

export const LEAD_FORM_POSTS = {
  guide: {
    action: '/forms/guide',
    api: '/api/email-signups',
    fields: postedFields(emailSignupSchema, ['source', 'resourceId']),
    fixed: { source: 'guide' },
    back: homeLink(ANCHORS.guide),
  },
  consultation: {
    action: '/forms/consultation',
    api: '/api/consultation-requests',
    fields: postedFields(consultationRequestSchema),
    fixed: {},
    back: homeLink(ANCHORS.consultation),
  },
  'strategy-call': {
    action: '/forms/strategy-call',
    api: '/api/strategy-calls',
    fields: postedFields(strategyCallSchema),
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
