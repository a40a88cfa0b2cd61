// Every read of the admin dashboard, as queryOptions factories under one key tree (adminKeys), so each
// mutation refreshes exactly the list it changed in one line: refresh(adminKeys.events).
// The lists the public site also reads (toggles, content, events, posts, TikTok, settings) share the
// site's own keys, so an edit shows on the site's data in this tab too.
import { type QueryKey, queryOptions } from '@tanstack/react-query'
import type { LeadKind } from '../../../shared/schemas/leads-admin.ts'
import type { LeadStatus } from '../../../shared/constants.ts'
import { api, unwrap } from '../../lib/api.ts'
import { queries, queryKeys } from '../../lib/queries.ts'
import { queryClient } from '../../lib/query-client.ts'

export interface LeadListFilters {
  kind?: LeadKind
  status?: LeadStatus
  q?: string
}

export interface ReportPeriod {
  from?: string
  to?: string
}

export const adminKeys = {
  all: ['admin'] as const,
  featureToggles: queryKeys.featureToggles,
  /** The public content list, refreshed after an edit so the site's text in this tab follows. */
  publicContentEdits: queryKeys.contentEdits,
  contentEdits: ['admin', 'content-edits'] as const,
  faqs: ['admin', 'faqs'] as const,
  publicFaqs: queryKeys.faqs,
  inventory: ['admin', 'inventory'] as const,
  /** The checkout's lists of pods and coaching slots. */
  publicInventory: queryKeys.inventory,
  events: ['admin', 'events'] as const,
  facebookPosts: ['admin', 'facebook-posts'] as const,
  tiktokLive: ['admin', 'tiktok-live'] as const,
  leads: ['admin', 'leads'] as const,
  contacts: ['admin', 'contacts'] as const,
  analytics: ['admin', 'analytics'] as const,
  vitals: ['admin', 'vitals'] as const,
  outbox: ['admin', 'outbox'] as const,
  refunds: ['admin', 'refunds'] as const,
  coachingClients: ['admin', 'coaching-clients'] as const,
  plans: ['admin', 'plans'] as const,
  siteSettings: queryKeys.siteSettings,
  reminderSettings: ['admin', 'reminder-settings'] as const,
  system: ['admin', 'system'] as const,
  sequences: ['admin', 'sequences'] as const,
  bookingRules: ['admin', 'booking-rules'] as const,
  bookings: ['admin', 'bookings'] as const,
  sessionsToMark: ['admin', 'bookings', 'to-mark'] as const,
  actions: ['admin', 'actions'] as const,
  podSessionsToMark: ['admin', 'actions', 'pod-sessions'] as const,
}

/** After a successful change: the list it changed is fetched again (SPEC §7 "each successful admin change refetches its list"). */
export function refresh(...keys: QueryKey[]): Promise<void> {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined)
}

/** Query values for the typed client: absent filters are left out rather than sent empty. */
function definedOnly<T extends Record<string, string | undefined>>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined && value !== ''),
  ) as Partial<T>
}

const fetchAdminContentEdits = () => unwrap(api.api.admin['content-edits'].$get())
const fetchAdminFaqs = () => unwrap(api.api.admin.faqs.$get())
const fetchAdminInventory = () => unwrap(api.api.admin.inventory.$get())
const fetchEvents = () => unwrap(api.api.events.$get())
const fetchFacebookPosts = () => unwrap(api.api['facebook-posts'].$get())
const fetchTiktokLive = () => unwrap(api.api['tiktok-live'].$get())
const fetchLeads = (filters: LeadListFilters) =>
  unwrap(api.api.admin.leads.$get({ query: definedOnly({ kind: filters.kind, status: filters.status, q: filters.q }) }))
const fetchContact = (id: number) => unwrap(api.api.admin.contacts[':id'].$get({ param: { id: String(id) } }))
const fetchAnalytics = (period: ReportPeriod) =>
  unwrap(api.api.admin.analytics.$get({ query: definedOnly({ from: period.from, to: period.to }) }))
const fetchVitals = () => unwrap(api.api.admin.vitals.$get())
const fetchReminderSettings = () => unwrap(api.api.admin['reminder-settings'].$get())
const fetchOutbox = () => unwrap(api.api.admin.outbox.$get({ query: {} }))
const fetchRefunds = () => unwrap(api.api.admin.refunds.$get())
const fetchCoachingClients = () => unwrap(api.api.admin['coaching-clients'].$get())
const fetchPlans = () => unwrap(api.api.admin.plans.$get())
const fetchSystem = () => unwrap(api.api.admin.system.$get())
const fetchSequences = () => unwrap(api.api.admin.sequences.$get())
const fetchBookingRules = () => unwrap(api.api.admin['booking-rules'].$get())
const fetchBookings = () => unwrap(api.api.admin.bookings.$get())
const fetchSessionsToMark = () => unwrap(api.api.admin.bookings['to-mark'].$get())
const fetchPodSessionsToMark = () => unwrap(api.api.admin.actions['pod-sessions'].$get())
const fetchClientActions = (contactId: number) =>
  unwrap(api.api.admin.actions.$get({ query: { contactId: String(contactId) } }))
const fetchDefaultDue = (purchaseId: number) =>
  unwrap(api.api.admin.actions['default-due'].$get({ query: { purchaseId: String(purchaseId) } }))

/** What other people change (leads, messages, visits) is read again whenever its tab opens. */
const live = { refetchOnMount: 'always' } as const

export const adminQueries = {
  featureToggles: queries.featureToggles,
  contentEdits: () => queryOptions({ queryKey: adminKeys.contentEdits, queryFn: fetchAdminContentEdits }),
  faqs: () => queryOptions({ queryKey: adminKeys.faqs, queryFn: fetchAdminFaqs }),
  inventory: () => queryOptions({ queryKey: adminKeys.inventory, queryFn: fetchAdminInventory }),
  events: () => queryOptions({ queryKey: adminKeys.events, queryFn: fetchEvents }),
  facebookPosts: () => queryOptions({ queryKey: adminKeys.facebookPosts, queryFn: fetchFacebookPosts }),
  tiktokLive: () => queryOptions({ queryKey: adminKeys.tiktokLive, queryFn: fetchTiktokLive }),
  leads: (filters: LeadListFilters) =>
    queryOptions({ queryKey: [...adminKeys.leads, filters], queryFn: () => fetchLeads(filters), ...live }),
  contact: (id: number) =>
    queryOptions({ queryKey: [...adminKeys.contacts, id], queryFn: () => fetchContact(id), ...live }),
  analytics: (period: ReportPeriod) =>
    queryOptions({ queryKey: [...adminKeys.analytics, period], queryFn: () => fetchAnalytics(period), ...live }),
  // Visitors' beacons arrive all the time: read again each time the tab opens.
  vitals: () => queryOptions({ queryKey: adminKeys.vitals, queryFn: fetchVitals, ...live }),
  outbox: () => queryOptions({ queryKey: adminKeys.outbox, queryFn: fetchOutbox, ...live }),
  refunds: () => queryOptions({ queryKey: adminKeys.refunds, queryFn: fetchRefunds, ...live }),
  // Marks, actions and bookings change the standings: read again each time the tab opens.
  coachingClients: () => queryOptions({ queryKey: adminKeys.coachingClients, queryFn: fetchCoachingClients, ...live }),
  plans: () => queryOptions({ queryKey: adminKeys.plans, queryFn: fetchPlans, ...live }),
  system: () => queryOptions({ queryKey: adminKeys.system, queryFn: fetchSystem, ...live }),
  // Its lead counts move with every signup, so it is read again each time the tab opens.
  sequences: () => queryOptions({ queryKey: adminKeys.sequences, queryFn: fetchSequences, ...live }),
  siteSettings: queries.siteSettings,
  reminderSettings: () => queryOptions({ queryKey: adminKeys.reminderSettings, queryFn: fetchReminderSettings }),
  bookingRules: () => queryOptions({ queryKey: adminKeys.bookingRules, queryFn: fetchBookingRules }),
  // New bookings arrive from visitors: read again each time the tab opens.
  bookings: () => queryOptions({ queryKey: adminKeys.bookings, queryFn: fetchBookings, ...live }),
  // Sessions end while the tab is open: read again each time it opens.
  sessionsToMark: () => queryOptions({ queryKey: adminKeys.sessionsToMark, queryFn: fetchSessionsToMark, ...live }),
  podSessionsToMark: () =>
    queryOptions({ queryKey: adminKeys.podSessionsToMark, queryFn: fetchPodSessionsToMark, ...live }),
  clientActions: (contactId: number) =>
    queryOptions({
      queryKey: [...adminKeys.actions, 'contact', contactId],
      queryFn: () => fetchClientActions(contactId),
      ...live,
    }),
  defaultDue: (purchaseId: number) =>
    queryOptions({
      queryKey: [...adminKeys.actions, 'default-due', purchaseId],
      queryFn: () => fetchDefaultDue(purchaseId),
    }),
}

export type AdminContentEdit = Awaited<ReturnType<typeof fetchAdminContentEdits>>[number]
export type AdminFaq = Awaited<ReturnType<typeof fetchAdminFaqs>>[number]
export type AdminInventoryItem = Awaited<ReturnType<typeof fetchAdminInventory>>[number]
export type AdminEvent = Awaited<ReturnType<typeof fetchEvents>>[number]
export type AdminBooking = Awaited<ReturnType<typeof fetchBookings>>[number]
export type PodSessionToMark = Awaited<ReturnType<typeof fetchPodSessionsToMark>>[number]
export type ClientActions = Awaited<ReturnType<typeof fetchClientActions>>
export type AdminFacebookPost = Awaited<ReturnType<typeof fetchFacebookPosts>>[number]
export type TiktokLiveStatus = Awaited<ReturnType<typeof fetchTiktokLive>>
export type AdminLead = Awaited<ReturnType<typeof fetchLeads>>[number]
export type ContactJourney = Awaited<ReturnType<typeof fetchContact>>
export type AnalyticsData = Awaited<ReturnType<typeof fetchAnalytics>>
export type VitalsData = Awaited<ReturnType<typeof fetchVitals>>
export type OutboxMessage = Awaited<ReturnType<typeof fetchOutbox>>[number]
export type AdminRefunds = Awaited<ReturnType<typeof fetchRefunds>>
export type CoachingClientRow = Awaited<ReturnType<typeof fetchCoachingClients>>['clients'][number]
export type AdminPlan = Awaited<ReturnType<typeof fetchPlans>>[number]
export type AdminSystem = Awaited<ReturnType<typeof fetchSystem>>
export type AdminSequences = Awaited<ReturnType<typeof fetchSequences>>
export type AdminSequence = AdminSequences['sequences'][number]
export type AdminSequenceStep = AdminSequence['steps'][number]
