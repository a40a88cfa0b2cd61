// The Analytics Engine dataset is bound only on a deploy that adds it (decision 102), so it is not among the
// bindings wrangler.toml gives every run: local runs and tests keep the figures in D1.
export interface VitalsEnv {
  VITALS_DATASET?: AnalyticsEngineDataset
  /** Reading the dataset back for the Analytics tab: the account and an API token allowed to read Analytics. */
  CLOUDFLARE_ACCOUNT_ID?: string
  VITALS_READ_TOKEN?: string
  /** Another SQL API host (a stand-in in tests); Cloudflare's own when empty. */
  VITALS_SQL_API_BASE?: string
}

export const vitalsEnv = (env: Env): VitalsEnv => env as unknown as VitalsEnv
