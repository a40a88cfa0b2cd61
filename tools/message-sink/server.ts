// The message sink on loopback: point RESEND_API_BASE and TWILIO_API_BASE here, read messages at /__sink/messages.
import { serveFetch } from '../lib/serve-fetch.ts'
import { createMessageSink } from './sink.ts'

const port = Number(process.env.MESSAGE_SINK_PORT ?? 9500)
const sink = createMessageSink()

serveFetch(port, (request) => sink.handle(request), { name: 'Message sink (read /__sink/messages)' })
