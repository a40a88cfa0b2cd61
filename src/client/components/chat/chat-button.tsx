// SPEC §2 "Chat": the floating button, bottom right. This is all the home page carries of the chat: the
// panel, its dialog library and its logic load on the first click, so a visitor who never chats pays nothing.
import { lazy, Suspense, useState } from 'react'
import { useFocusBackOnClose } from '../use-focus-back-on-close.ts'

const ChatPanel = lazy(() => import('./chat-panel.tsx'))

export function ChatButton() {
  const [opened, setOpened] = useState(false)
  const [open, setOpen] = useState(false)
  const button = useFocusBackOnClose(open)
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label="Chat with us"
        aria-haspopup="dialog"
        onClick={() => {
          setOpened(true)
          setOpen(true)
        }}
        className={
          'fixed bottom-4 right-4 z-40 flex h-14 w-14 items-center justify-center rounded-full bg-ink ' +
          'text-white shadow-lg hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 ' +
          'focus-visible:outline-brand-500'
        }
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-7 w-7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1.1-4.4A8 8 0 1 1 21 12z" />
        </svg>
      </button>
      {opened && (
        <Suspense fallback={null}>
          <ChatPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
