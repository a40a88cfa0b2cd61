// Wakes the Worker-rendered booking page (booking-page.tsx) without React (decision 063): the token from the
// fragment, the booking as it is now, and the move and cancel calls with the token in their bodies.
import {
  failureOf,
  post,
  type PostAnswer,
  reloadOnNewLink,
  showPart,
  showUnreachable,
  slotOf,
} from '../lib/live-page.ts'
import { ApiError } from '../lib/http.ts'
import { groupByDay, timeInFull, visitorTimeZone, zoneName } from './booking-times.ts'

/** The booking as the link's routes answer it (view, move and cancel answer the same). */
type BookingView = PostAnswer<'bookings/view'>

const MISSING = 'This link is not complete. Please open it again from your email.'

export function wakeBookingPage(): void {
  const main = document.querySelector<HTMLElement>('main[data-booking]')
  if (!main) return
  reloadOnNewLink()
  const token = decodeURIComponent(location.hash.slice(1))
  if (!token) return invalid(main, MISSING)
  const load = () =>
    post('/api/bookings/view', { token }).then(
      (view) => show(main, token, view),
      (error: unknown) =>
        error instanceof ApiError ? invalid(main, failureOf(error, MISSING)) : showUnreachable(main, load),
    )
  void load()
}

function invalid(main: HTMLElement, message: string) {
  slotOf(main, 'invalid').textContent = message
  showPart(main, 'invalid')
  main.dataset.live = ''
}

function show(main: HTMLElement, token: string, view: BookingView, done?: string) {
  const zone = visitorTimeZone(view.coachTimeZone)
  if (view.status === 'cancelled') {
    slotOf(main, 'cancelled-when').textContent = timeInFull(view.start, zone)
    showPart(main, 'cancelled')
    main.dataset.live = ''
    return
  }
  slotOf(main, 'when').textContent = timeInFull(view.start, zone)
  slotOf(main, 'coach-when').textContent =
    zone === view.coachTimeZone ? '' : `Your coach's time: ${timeInFull(view.start, view.coachTimeZone)}`
  slotOf(main, 'video').hidden = !view.videoLink
  if (view.videoLink) slotOf<HTMLAnchorElement>(main, 'video-link').href = view.videoLink
  say(main, 'done', done)
  say(main, 'failed')
  say(
    main,
    'refusal',
    view.refusal ?? (view.movesLeft === 0 ? 'This booking has been moved as often as it can be.' : undefined),
  )
  slotOf(main, 'actions').hidden = view.refusal !== null
  slotOf(main, 'show-times').hidden = view.movesLeft === 0
  slotOf(main, 'move').hidden = true
  wireActions(main, token, view, zone)
  showPart(main, 'booked')
  main.dataset.live = ''
}

function say(main: HTMLElement, slot: string, text?: string) {
  const box = slotOf(main, slot)
  box.textContent = text ?? ''
  box.hidden = !text
}

function wireActions(main: HTMLElement, token: string, view: BookingView, zone: string) {
  const showTimes = slotOf<HTMLButtonElement>(main, 'show-times')
  showTimes.onclick = () => {
    slotOf(main, 'move').hidden = false
    slotOf(main, 'zone-note').textContent =
      `Times are shown in your time zone, ${zoneName(zone)}. Your coach works in ${zoneName(view.coachTimeZone)}.`
    const moves =
      view.movesLeft === 1
        ? 'You can move this booking once more.'
        : `You can move this booking ${view.movesLeft} more times.`
    slotOf(main, 'moves-left').textContent = moves
    drawTimes(main, token, view.times, zone)
  }
  const cancel = slotOf<HTMLButtonElement>(main, 'cancel')
  const idle = 'Cancel this call'
  cancel.textContent = idle
  cancel.onclick = async () => {
    // A second press confirms: a mail scanner opening the link never cancels anything.
    if (cancel.textContent === idle) {
      cancel.textContent = cancel.dataset.confirm!
      return
    }
    cancel.disabled = true
    cancel.textContent = cancel.dataset.busy!
    try {
      show(main, token, await post('/api/bookings/cancel', { token }))
    } catch (error) {
      say(main, 'failed', failureOf(error, 'We could not cancel your call. Please try again.'))
      cancel.textContent = idle
    } finally {
      cancel.disabled = false
    }
  }
}

function drawTimes(main: HTMLElement, token: string, times: string[], zone: string) {
  const box = slotOf(main, 'times')
  const confirm = slotOf<HTMLButtonElement>(main, 'confirm-move')
  slotOf(main, 'no-times').hidden = times.length > 0
  confirm.hidden = true
  box.replaceChildren(
    ...groupByDay(times, zone).map(({ day, times: ofDay }) => {
      const group = document.createElement('fieldset')
      const legend = document.createElement('legend')
      legend.className = 'font-semibold text-slate-900'
      legend.textContent = day
      const row = document.createElement('div')
      row.className = 'mt-2 flex flex-wrap gap-2'
      for (const { iso, label } of ofDay) row.appendChild(timeButton(iso, label, () => choose(main, token, iso, zone)))
      group.appendChild(legend)
      group.appendChild(row)
      return group
    }),
  )
}

function timeButton(iso: string, label: string, onChoose: () => void) {
  const button = document.createElement('button')
  button.type = 'button'
  button.dataset.time = iso
  button.setAttribute('aria-pressed', 'false')
  button.className =
    'rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 aria-pressed:bg-brand-700 aria-pressed:text-white'
  button.textContent = label
  button.onclick = onChoose
  return button
}

function choose(main: HTMLElement, token: string, iso: string, zone: string) {
  for (const button of slotOf(main, 'times').querySelectorAll<HTMLButtonElement>('button')) {
    button.setAttribute('aria-pressed', String(button.dataset.time === iso))
  }
  const confirm = slotOf<HTMLButtonElement>(main, 'confirm-move')
  const label = `Move my call to ${timeInFull(iso, zone)}`
  confirm.textContent = label
  confirm.hidden = false
  confirm.onclick = async () => {
    confirm.disabled = true
    confirm.textContent = confirm.dataset.busy!
    try {
      const view = await post('/api/bookings/move', { token, start: iso })
      show(
        main,
        token,
        view,
        `Moved. Your call is now ${timeInFull(view.start, zone)}. We have emailed you the update.`,
      )
    } catch (error) {
      const next = error instanceof ApiError ? (error.body.nextTimes as string[] | undefined) : undefined
      say(main, 'failed', failureOf(error, 'We could not move your call. Please try again.'))
      if (next && next.length > 0) drawTimes(main, token, next, zone)
      confirm.textContent = label
    } finally {
      confirm.disabled = false
    }
  }
}
