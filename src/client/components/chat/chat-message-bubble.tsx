import { ExternalLink } from '../external-link.tsx'
import type { ChatMessage } from './use-chat.ts'

const URL_PATTERN = /(https?:\/\/[^\s)]+)/g

/** Plain text with its web addresses as links (the strategy-call booking page, mostly). */
function withLinks(text: string) {
  return text.split(URL_PATTERN).map((part, index) =>
    index % 2 === 1 ? (
      <ExternalLink key={index} href={part} className="break-all font-semibold underline underline-offset-2">
        {part}
      </ExternalLink>
    ) : (
      part
    ),
  )
}

export function ChatMessageBubble({ message }: { message: ChatMessage }) {
  const mine = message.sender === 'user'
  return (
    <li className={`flex ${mine ? 'justify-end' : 'justify-start'}`}>
      <p
        className={
          `max-w-[85%] whitespace-pre-line rounded-2xl px-4 py-2 text-sm ` +
          `${mine ? 'rounded-br-sm bg-ink text-white' : 'rounded-bl-sm bg-slate-100 text-slate-900'}`
        }
      >
        <span className="sr-only">{mine ? 'You: ' : 'Assistant: '}</span>
        {mine ? message.text : withLinks(message.text)}
      </p>
    </li>
  )
}
