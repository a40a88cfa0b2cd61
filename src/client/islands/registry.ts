// Every interactive part of the server-rendered pages, by the name the HTML gives it, with the import that
// brings its code. Only these reach the browser; a section with no behaviour is HTML and nothing else.
import type { ComponentType } from 'react'
import type { IslandName } from '../kit/island.tsx'

type Loader = () => Promise<ComponentType<never>>

export const ISLANDS = {
  'story-scroll': () => import('../sections/story-scroll.tsx').then((m) => m.default),
  'video-sales': () => import('../sections/video-sales.tsx').then((m) => m.default),
  resources: () => import('../sections/resources.tsx').then((m) => m.default),
  'testimonial-carousel': () => import('../sections/testimonials.tsx').then((m) => m.TestimonialCarousel),
  'strategy-call': () => import('../sections/strategy-call.tsx').then((m) => m.default),
  scarcity: () => import('../sections/scarcity.tsx').then((m) => m.default),
  'path-offer': () => import('../sections/path-offer.tsx').then((m) => m.PathOffer),
  'waitlist-form': () => import('../forms/waitlist-form.tsx').then((m) => m.WaitlistForm),
  'guide-form': () => import('../forms/guide-signup-form.tsx').then((m) => m.GuideSignupForm),
  'consultation-form': () => import('../forms/consultation-form.tsx').then((m) => m.ConsultationForm),
  'exit-intent': () => import('../forms/exit-intent-popup.tsx').then((m) => m.ExitIntentPopup),
  'live-chat': () => import('../components/chat/chat-button.tsx').then((m) => m.ChatButton),
  'install-prompt': () => import('../components/install-prompt/install-prompt.tsx').then((m) => m.InstallPrompt),
  toaster: () => import('../components/toaster.tsx').then((m) => m.Toaster),
} satisfies Record<IslandName, Loader>
