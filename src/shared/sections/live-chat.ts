// SPEC §2 "Chat" / §3: the assistant's welcome message, owner-editable under 'live-chat'.
import { defineSection, textareaField } from './section.ts'

export const LIVE_CHAT = defineSection({
  featureId: 'live-chat',
  name: 'Live Chat',
  description: 'The chat button and assistant.',
  fields: {
    'welcome-message': textareaField(
      'Live chat welcome message',
      "Hi, I'm the Brotherhood Coaching assistant. Ask me anything about our coaching, Brotherhood Pods, " +
        'prices or the free strategy call.',
    ),
  },
})
