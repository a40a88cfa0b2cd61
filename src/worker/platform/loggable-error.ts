// What of an error may go to the log. Drizzle's query errors end with the statement's parameters, which are
// people's emails and phones and the secrets of refund, plan and offer links: those never reach a log line
// (wrangler tail, Workers Logs, Logpush keep them). The statement itself has only placeholders and stays.
export function loggableError(error: unknown): string {
  if (!(error instanceof Error)) return typeof error === 'string' ? error : 'Unknown error'
  const message = error.message.split(/\n\s*params:/)[0]
  const cause = error.cause === undefined ? '' : ` (cause: ${loggableError(error.cause)})`
  return `${error.name}: ${message}${cause}`
}
