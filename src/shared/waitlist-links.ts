// The two links of a waitlist offer, written into its email and text and followed from the decline page.
// The token rides in the fragment: a browser never sends it to a server, so no request line, log or
// Referer carries it. The pages still read the old `?offer=` links of messages already sent.
export const OFFER_PARAM = 'offer'
/**
 * The bare `?offer` (no value) tells the server the page is an offer, so it renders 'Opening your offer...' and
 * never the free call's form while the script reads the token; the token itself stays in the fragment.
 */
export const claimPath = (token: string) => `/checkout?${OFFER_PARAM}#${OFFER_PARAM}=${encodeURIComponent(token)}`
export const declinePath = (token: string) => `/waitlist/decline#${OFFER_PARAM}=${encodeURIComponent(token)}`
/** The link that confirms a waitlist entry's email address; the token rides in the fragment for the same reason. */
export const confirmPath = (token: string) => `/waitlist/confirm#${encodeURIComponent(token)}`
