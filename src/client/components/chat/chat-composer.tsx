import { type FormEvent, useState } from 'react'
import { CHAT_MESSAGE_MAX } from '../../../shared/chat.ts'

/** The message field and Send. A blank message is not sent (SPEC §5): Send stays disabled and Enter does nothing. */
export function ChatComposer({ busy, onSend }: { busy: boolean; onSend(text: string): Promise<boolean> }) {
  const [text, setText] = useState('')
  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy || !text.trim()) return
    const pending = onSend(text)
    setText('')
    await pending
  }
  return (
    <form onSubmit={submit} className="flex gap-2 border-t border-slate-200 p-3">
      <label htmlFor="chat-message" className="sr-only">
        Your message
      </label>
      <input
        id="chat-message"
        data-autofocus
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={CHAT_MESSAGE_MAX}
        autoComplete="off"
        placeholder="Type your message…"
        className={
          'min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-ink ' +
          'focus:outline-none focus:ring-2 focus:ring-brand-500'
        }
      />
      <button
        type="submit"
        disabled={busy || !text.trim()}
        className={
          'rounded-lg bg-brand-500 px-4 py-2 text-sm font-semibold text-ink hover:bg-brand-600 ' +
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink ' +
          'disabled:cursor-not-allowed disabled:opacity-60'
        }
      >
        Send
      </button>
    </form>
  )
}
