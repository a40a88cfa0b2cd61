// The agreements feature's one entry: the agreement shown at checkout and its versions (decision 108).
export {
  type AcceptanceContext,
  acceptanceWithSale,
  acceptedVersion,
  agreementOfPurchase,
  confirmTick,
  dropAcceptance,
  type PurchaseAgreement,
  recordAcceptance,
  tickedVersion,
} from './acceptances.ts'
export { currentAgreement, newestAgreement, saveAgreement } from './agreement-versions.ts'
export { agreementAdmin, agreementPublic } from './agreements-routes.ts'
