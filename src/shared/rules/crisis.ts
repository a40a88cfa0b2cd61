// Words that speak of suicide, self-harm, abuse or danger, and the one answer they get. The men who write to
// this site may be in real trouble; a man who says so must be given help at once, never a sales line, whatever
// answers the rest of the chat (decision 095). Matching leans towards answering: a caring answer to a man who
// was not in danger costs little, a sales pitch to one who was could cost everything.

/** Lower case, apostrophes dropped ("don't" → "dont"), everything else that is not a letter or digit a space. */
function plainWords(text: string): string {
  return ` ${text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’‘`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `
}

// Each pattern is matched against the plain words with a space either side, so `\b` is not needed. Words that
// are ordinary in a marriage (she threatened to leave, it hurt her feelings) are matched only with what makes
// them dangerous.
const SELF_HARM = [
  / suicid/,
  / (kill|killing|end|ending|take|taking|took) (myself|my own life|my life)/,
  / kms /,
  / (end|ending) it all /,
  / (end|ending) it (now |tonight |today |soon |for good )?$/,
  / (thinking|think|thought|plan|planning|going|want|ready) (about |of |to )?(end|ending) (it|things|everything)/,
  / (end|ending) (things|everything|my pain|the pain)/,
  / (dont|do not|no longer|dont even) want to (live|be alive|be here|exist|wake up|go on)/,
  / (want|wanted|wanting|going|plan|planning|ready) to die /,
  / (wanna|gonna) die /,
  / done with (life|living|it all)/,
  / (not|never) (wake|waking) up/,
  / wish (i|id) (was|were|had) (dead|never been born)/,
  / better off (dead|without me|if i (was|were) gone)/,
  / (nothing|no reason|no point|nothing left) (left )?to live/,
  / no reason to (live|go on)/,
  / (whats|what is) the point (of living|of going on|of anything|anymore)/,
  / (not|isnt|is not|aint|no longer) worth (living|it anymore)/,
  / (cant|cannot|can not) (go on|keep going|do this anymore|take it anymore|take this anymore)/,
  / no way out /,
  / (dont|do not|cant|cannot) see (a|any) way out/,
  / (hang|hanging|shoot|shooting|cut|cutting|hurt|hurting|harm|harming|drown|drowning) myself/,
  / self (harm|harming|injury)/,
  / selfharm/,
  / overdos/,
  / (took|take|taking|swallowed) (a bunch of|all (my|the|of my)|too many) (pills|sleeping pills)/,
  / (jump|jumping) (off|in front)/,
  / (bought|have|got|holding) a (gun|rope) /,
  / (say|said|saying) goodbye (to everyone|for good|forever)/,
  / not (be|being) (here|around) (anymore|much longer|tomorrow)/,
]

const PEOPLE = '(her|him|them|someone|somebody|my wife|my kids|my children|my son|my daughter|my family)'

// Harm at home, or the fear of it: these also get the domestic-violence line, which answers the one hurt and the one
// afraid he will hurt someone. Substance abuse is not abuse at home.
const HARM_AT_HOME = [
  new RegExp(
    ` (want to|going to|gonna|might|could|afraid i will|afraid ill|scared i will|scared ill|thinking about|think about) ` +
      `(hurt|harm|hurting|harming|hit|hitting) ${PEOPLE}(?! (feelings|feeling|pride|chances|trust))`,
  ),
  new RegExp(
    ` (he|she|hes|shes|he is|she is|he will|she will|hell|shell) (going to |gonna )?(hurt|harm|kill|hit) ` +
      `(me|us|${PEOPLE.slice(1, -1)}|the kids|the children)`,
  ),
  new RegExp(` (afraid|scared|terrified) (he|she|hell|shell|he will|she will) (hurt|harm|kill|hit)`),
  / (hit|hits|hitting|beat|beats|beating|choked|chokes|choking|strangled|pushed|shoved) (me|her|my wife|my kids|my children)(?! up)/,
  /(?<! (alcohol|drug|drugs|substance|opioid)) abus(e|ed|es|ing|ive|er)/,
  / domestic (violence|abuse)/,
  / (violent|violence) /,
  / (rape|raped|molest|molested|sexual assault|sexually assaulted)/,
  / threat(en|ened|ening|ens) (to )?(kill|hurt|harm|shoot|hit)/,
  / threat(en|ened|ening|ens) (me|my life|my wife|her|him) with/,
  / (afraid|scared|fear|fearing|terrified) (for|of) (my|our|her|his) (life|lives|safety) (at home|in (my|our) (house|home))/,
  / not safe (at home|with (her|him)|around (her|him))/,
  / (gun|knife|weapon) (to|at|in) (my|her|his) (head|throat)/,
]

const HARM_TO_OTHERS = [
  new RegExp(` (kill|killing|shoot|shooting|strangle|strangling|stab|stabbing) ${PEOPLE}`),
  ...HARM_AT_HOME,
  / (alcohol|drug|drugs|substance|opioid) abus/,
  / (afraid|scared|fear|fearing|terrified) (for|of) (my|our|her|his) (life|lives|safety)/,
  / (in|into) danger /,
  / (dont|do not|never) feel safe/,
  / (im|i am|we are|were|she is|shes) not safe/,
  / unsafe /,
  / emergency /,
]

const CRISIS_PATTERNS = [...SELF_HARM, ...HARM_TO_OTHERS]

/** Whether a message speaks of suicide, self-harm, abuse or danger: it then gets the crisis answer, and nothing else. */
export function speaksOfCrisis(message: string): boolean {
  const words = plainWords(message)
  return CRISIS_PATTERNS.some((pattern) => pattern.test(words))
}

/** Whether a message speaks of abuse or violence at home, done to him or feared from him. */
export function speaksOfHarmAtHome(message: string): boolean {
  const words = plainWords(message)
  return HARM_AT_HOME.some((pattern) => pattern.test(words))
}

/** Who else he can reach: the business's own contact details, as the pages show them. */
export interface CrisisContact {
  coachName: string
  contactPhone: string
  contactEmail: string
}

/**
 * The fixed answer to a man in crisis: the 988 Lifeline, the emergency number, and the coach's own contact; the
 * National Domestic Violence Hotline first when his message speaks of harm at home. No offer, no price, no link to
 * book: only where to find help now. Without the contact (the browser's answer when the server could not be
 * reached) it still gives the numbers that matter most.
 */
export function crisisReply(message: string, contact: CrisisContact | null): string {
  return [
    "I'm really glad you told me. What you are carrying matters, and you deserve to talk with a real person right now.",
    ...(speaksOfHarmAtHome(message)
      ? [
          'If someone at home is hurting you or your children, or you are afraid you will hurt someone there, ' +
            'call the National Domestic Violence Hotline at 1-800-799-7233 or text START to 88788 (free, ' +
            'confidential, any hour).',
        ]
      : []),
    'If you are thinking about ending your life or hurting yourself, please call or text 988 to reach the ' +
      '988 Suicide & Crisis Lifeline (in the US, free, any hour of the day or night).',
    'If you or anyone else is in danger right now, call 911.',
    ...(contact
      ? [
          `${contact.coachName} wants to hear from you too: call ${contact.contactPhone} or email ${contact.contactEmail}.`,
        ]
      : []),
    'You are not alone in this.',
  ].join('\n\n')
}
