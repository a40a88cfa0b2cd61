// The chat window (SPEC §2 "Chat"), loaded on the first click of the chat button: a Headless UI dialog
// (focus kept inside, Escape and the close button close it) anchored bottom right, full width on a phone.
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import { useEffect, useRef } from 'react'
import { LIVE_CHAT } from '../../../shared/sections/live-chat.ts'
import { useSectionText } from '../../lib/content.ts'
import { ChatComposer } from './chat-composer.tsx'
import { ChatMessageBubble } from './chat-message-bubble.tsx'
import { TypingIndicator } from './typing-indicator.tsx'
import { useChat } from './use-chat.ts'

export default function ChatPanel({ open, onClose }: { open: boolean; onClose(): void }) {
  const welcome = useSectionText(LIVE_CHAT)['welcome-message']
  const { messages, typing, waiting, send } = useChat(open, welcome)
  const end = useRef<HTMLDivElement>(null)

  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' })
  }, [messages, typing])

  return (
    // The dialog element is the positioned box itself, so it has a size of its own for tools and assistive
    // technology; there is no backdrop, the page stays in view beside the chat.
    <Dialog
      open={open}
      onClose={onClose}
      className="fixed inset-x-0 bottom-0 z-50 flex justify-end sm:bottom-4 sm:left-auto sm:right-4"
    >
      <DialogPanel
        className={
          'flex h-[min(34rem,85vh)] w-full flex-col overflow-hidden bg-white shadow-2xl sm:w-96 ' +
          'sm:rounded-2xl sm:border sm:border-slate-200'
        }
      >
        <div className="flex items-center justify-between bg-ink px-4 py-3 text-white">
          <DialogTitle className="font-semibold">Chat with us</DialogTitle>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close chat"
            className="rounded p-1 text-2xl leading-none hover:text-brand-500 focus-visible:outline-2 focus-visible:outline-white"
          >
            ×
          </button>
        </div>
        <div className="flex-1 overflow-y-auto p-4">
          <ul role="log" aria-live="polite" aria-label="Conversation" className="space-y-3">
            {messages.map((message) => (
              <ChatMessageBubble key={message.id} message={message} />
            ))}
          </ul>
          {typing && (
            <div className="mt-3">
              <TypingIndicator />
            </div>
          )}
          <div ref={end} />
        </div>
        <ChatComposer busy={waiting} onSend={send} />
      </DialogPanel>
    </Dialog>
  )
}
