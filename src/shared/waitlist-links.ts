// The two links of a waitlist offer, written into its email and text and followed from the decline page.
// The checkout page reads the same `offer` parameter.
export const OFFER_PARAM = 'offer'
export const claimPath = (token: string) => `/checkout?${OFFER_PARAM}=${encodeURIComponent(token)}`
export const declinePath = (token: string) => `/waitlist/decline?${OFFER_PARAM}=${encodeURIComponent(token)}`
