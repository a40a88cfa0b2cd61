// The keywords a text may be (the whole message, trimmed, any case), as carriers and Twilio define them: read
// by the site's inbound webhook and by the message sink, which plays Twilio refusing to text a number after one.

// Twilio's default opt-out list includes REVOKE and OPTOUT beside the six the CTIA names; INFO asks for help.
export const STOP_KEYWORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'REVOKE', 'OPTOUT'] as const
export const START_KEYWORDS = ['START', 'YES', 'UNSTOP'] as const
export const HELP_KEYWORDS = ['HELP', 'INFO'] as const

export type SmsKeyword = 'stop' | 'start' | 'help'

export function smsKeyword(body: string): SmsKeyword | null {
  const word = body.trim().toUpperCase()
  if ((STOP_KEYWORDS as readonly string[]).includes(word)) return 'stop'
  if ((START_KEYWORDS as readonly string[]).includes(word)) return 'start'
  if ((HELP_KEYWORDS as readonly string[]).includes(word)) return 'help'
  return null
}
