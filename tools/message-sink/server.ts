// The message sink on loopback: point RESEND_API_BASE and TWILIO_API_BASE here, read messages at /__sink/messages.
import { serveFetch } from '../lib/serve-fetch.ts'
import { createMessageSink } from './sink.ts'

const port = Number(process.env.MESSAGE_SINK_PORT ?? 9500)
// The site's inbound-text webhook, signed with the auth token the site was given (tools/lib/local-services.ts).
const site = process.env.MESSAGE_SINK_SITE_URL
const sink = createMessageSink(
  site
    ? { webhookUrl: `${site}/api/sms/inbound`, authToken: process.env.MESSAGE_SINK_TWILIO_AUTH_TOKEN ?? '' }
    : undefined,
)

serveFetch(port, (request) => sink.handle(request), { name: 'Message sink (read /__sink/messages)' })
