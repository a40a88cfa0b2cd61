// Names and categories of first-party analytics events, kept free of zod so the tracking module stays small.
export const ANALYTICS_EVENT_NAMES = [
  'page_view',
  'lead',
  'sign_up',
  'generate_lead',
  'conversion',
  'begin_checkout',
  'purchase',
  'exit_popup_shown',
  'resource_dialog_opened',
  'strategy_call_form_viewed',
] as const
export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number]

export const ANALYTICS_CATEGORIES = [
  'mastermind',
  '1on1coaching',
  'consultation',
  'free_guide',
  'exit_intent_popup',
  'resource_library',
] as const
