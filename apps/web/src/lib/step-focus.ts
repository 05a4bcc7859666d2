import { flushSync } from 'react-dom'

/**
 * Shows a step of a multi-step form and moves the focus into it in the same task. Focus moved on
 * a timer came after a key the person pressed meanwhile (Tab, then Space on a checkbox) and took
 * the focus back from where it had gone.
 */
export function showStep(show: () => void, focus: () => void) {
  flushSync(show)
  focus()
}
