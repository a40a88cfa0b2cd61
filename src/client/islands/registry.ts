// Every interactive part of the server-rendered pages, by the name the HTML gives it, with the import that
// brings its code. Only these reach the browser; a section with no behaviour is HTML and nothing else.
import type { ComponentType } from 'react'

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
} satisfies Record<string, Loader>

export type IslandName = keyof typeof ISLANDS

/**
 * When an island comes alive: 'visible' as it nears the viewport; 'interaction' at the visitor's first
 * scroll, touch, key or pointer move (what only matters once someone acts: the exit popup, the chat, the
 * notifications); 'visible-after-interaction' as it nears the viewport once the visitor has acted (the story
 * scroll, which changes only as the page moves, so a page loaded and left alone runs no React for it);
 * 'install' when the install dialog is asked for: the browser's offer to install the site (at once on iOS,
 * which never makes one) shows the round button without React, and its press or the 30 s timer wakes this.
 */
export type HydrateWhen = 'visible' | 'interaction' | 'visible-after-interaction' | 'install'
