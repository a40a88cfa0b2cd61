/** Three pulsing dots where the assistant's next message will appear. */
export function TypingIndicator() {
  return (
    <div
      role="status"
      className="flex w-16 items-center justify-center gap-1 rounded-2xl rounded-bl-sm bg-slate-100 px-3 py-3"
    >
      <span className="sr-only">Assistant is typing…</span>
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          aria-hidden="true"
          className="h-2 w-2 animate-bounce rounded-full bg-slate-500"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
    </div>
  )
}
