// The agreements feature's one entry: the agreement shown at checkout and its versions (decision 108).
export { acceptedVersion, agreementOfPurchase, type PurchaseAgreement, recordAcceptance } from './acceptances.ts'
export { currentAgreement, saveAgreement } from './agreement-versions.ts'
export { agreementAdmin, agreementPublic } from './agreements-routes.ts'
