// The intake after a purchase (decision 109): the owner's questions, seeded in the business's voice, and the
// words My coaching and the coach's view share.

/** The first questions, seeded and used when the owner has set none. */
export const DEFAULT_INTAKE_QUESTIONS = [
  'What do you want for your marriage a year from now? Say it as plainly as you would to a brother.',
  'What is the biggest struggle in your marriage right now?',
  'How would you like to be held accountable: what should your coach ask you, and how hard should he push?',
] as const

export const INTAKE_SAVE_STATES = { saving: 'Saving…', saved: 'Saved', failed: 'Not saved yet' } as const

export const INTAKE_QUESTION_REMOVED = 'This question was removed by your coach. Your earlier answer is kept.'
