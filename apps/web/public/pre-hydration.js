/*
 * This script runs in the page's <head>, before any of the content exists: a visitor cannot focus,
 * type or press anything the listeners below would miss (at the end of <body> it ran only once the
 * document had arrived, and a press or key on a page still streaming was lost, ADR 0073).
 *
 * The stylesheet of a server-rendered page comes with `media="print"` so it does not hold back the
 * first paint (the page's own rules are inline, ADR 0069); it applies to the screen once the
 * document is parsed (switched here, in the head, it would block the first paint again).
 */
function applyStylesheets() {
  document.querySelectorAll('link[data-media]').forEach(function (link) {
    link.media = link.getAttribute('data-media')
    link.removeAttribute('data-media')
  })
}
if (document.readyState === 'loading')
  document.addEventListener('DOMContentLoaded', applyStylesheets)
else applyStylesheets()

/*
 * A page the server rendered (ADR 0049) shows before the app runs; `<html data-ready>` is set by
 * main.tsx once the app has hydrated it. Until then:
 * - an anonymous browse page (ADR 0073) has no app script at all: this file carries the entry's
 *   address (`data-app`) and adds it on the visitor's first interaction (pointerdown, touchstart,
 *   keydown, focusin, input); a pointer over the page starts fetching it (`data-preload`: the
 *   modules the entry imports, fetched in parallel);
 * - a link is a link: a tap on it is the browser's own navigation to a server-rendered page;
 * - a press on a control that needs the app (a button, a tab, a menu, a slide arrow, a checkbox) is
 *   held and replayed once on the same element when the app is ready;
 * - a submit is held too (never the browser's GET with every field in the query string: a
 *   sign-up's name, e-mail and phone in the history and the logs) and sent through the app;
 * - text typed in a field, or an option picked in a select, is handed to the app as the user's own
 *   input (the app's state starts empty and would not know it).
 */
;(function () {
  var html = document.documentElement
  var loader = document.currentScript
  var entry = loader && loader.getAttribute('data-app')
  var START = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'input']
  var fetching = false
  var started = false

  function ready() {
    return html.hasAttribute('data-ready')
  }

  function preload(href) {
    var link = document.createElement('link')
    link.rel = 'modulepreload'
    link.crossOrigin = ''
    link.href = href
    document.head.appendChild(link)
  }

  function fetchApp() {
    if (fetching || !entry) return
    fetching = true
    preload(entry)
    ;(loader.getAttribute('data-preload') || '').split(' ').forEach(function (href) {
      if (href) preload(href)
    })
  }

  function startApp() {
    if (started || !entry) return
    started = true
    fetchApp()
    var script = document.createElement('script')
    script.type = 'module'
    script.crossOrigin = ''
    script.src = entry
    document.head.appendChild(script)
    START.forEach(function (type) {
      document.removeEventListener(type, startApp, true)
    })
    document.removeEventListener('pointerover', fetchApp, true)
  }

  if (entry) {
    START.forEach(function (type) {
      document.addEventListener(type, startApp, { capture: true, passive: true })
    })
    document.addEventListener('pointerover', fetchApp, { capture: true, passive: true })
  }

  var CONTROL =
    'button, select, [role="button"], [role="tab"], [role="switch"], [role="checkbox"], ' +
    '[role="radio"], [role="menuitem"], [role="combobox"], [role="option"], ' +
    'input[type="checkbox"], input[type="radio"], input[type="submit"], input[type="button"]'
  /** The presses and submits waiting for the app, in order: each is replayed once. */
  var held = []

  document.addEventListener(
    'click',
    function (event) {
      if (ready()) return
      var target = event.target
      var root = document.getElementById('root')
      if (!(target instanceof Element) || !root || !root.contains(target)) return
      if (target.closest('a[href]')) return
      var control = target.closest(CONTROL)
      // A select opens and picks without the app; its pick is handed over with the typed text.
      if (!control || control.tagName === 'SELECT') return
      event.preventDefault()
      event.stopImmediatePropagation()
      held.push({ control: control, like: likeness(control) })
      startApp()
    },
    true,
  )

  document.addEventListener(
    'submit',
    function (event) {
      if (ready()) return
      event.preventDefault()
      if (event.target instanceof HTMLFormElement)
        held.push({ form: event.target, submitter: event.submitter || null })
      startApp()
    },
    true,
  )

  var typed = new Map()
  document.addEventListener(
    'input',
    function (event) {
      var field = event.target
      if (ready() || !field || field.value === undefined) return
      if (field.type === 'checkbox' || field.type === 'radio' || field.type === 'file') return
      typed.set(field, field.value)
    },
    true,
  )
  document.addEventListener(
    'change',
    function (event) {
      var field = event.target
      if (!ready() && field && field.tagName === 'SELECT') typed.set(field, field.value)
    },
    true,
  )

  /** What tells a control from the others when React has put a new node in its place. */
  function likeness(node) {
    return [
      node.tagName,
      node.getAttribute('type'),
      node.getAttribute('role'),
      node.getAttribute('aria-label'),
      node.textContent.trim(),
    ].join('|')
  }

  /**
   * The same element after hydration: React keeps the server's nodes, but a part rendered again
   * on the client has new ones — then the one with the same id, or the one control like it.
   */
  function current(node, like) {
    if (node.isConnected) return node
    if (node.id && document.getElementById(node.id)) return document.getElementById(node.id)
    if (!like) return null
    var root = document.getElementById('root')
    var same = root
      ? Array.prototype.filter.call(root.querySelectorAll(CONTROL), function (n) {
          return likeness(n) === like
        })
      : []
    return same.length === 1 ? same[0] : null
  }

  function handOver() {
    typed.forEach(function (text, field) {
      var node = current(field)
      if (!node) return
      var proto = Object.getPrototypeOf(node)
      var setter = Object.getOwnPropertyDescriptor(proto, 'value')
      if (!setter || !setter.set) return
      // Through the element's own setter the app notes "empty"; through the prototype's the text
      // arrives unnoticed, so the input event below reads as a change.
      node.value = ''
      setter.set.call(node, text)
      node.dispatchEvent(new Event('input', { bubbles: true }))
      if (node.tagName === 'SELECT') node.dispatchEvent(new Event('change', { bubbles: true }))
    })
    typed.clear()
  }

  /** Replays the held presses one by one, letting the app render between them. */
  function replay(tries) {
    var press = held[0]
    if (!press) return
    if (press.control) {
      var control = current(press.control, press.like)
      // A part still loading on the client (a lazy screen) has no such control yet: a moment more.
      if (!control && tries < 40) return void setTimeout(replay, 50, tries + 1)
      held.shift()
      if (control) control.click()
    } else {
      held.shift()
      var form = current(press.form)
      var submitter = form && press.submitter && current(press.submitter)
      if (submitter && submitter.form === form) form.requestSubmit(submitter)
      else if (form) form.requestSubmit()
    }
    setTimeout(replay, 0, 0)
  }

  new MutationObserver(function (changes, observer) {
    if (!ready()) return
    observer.disconnect()
    handOver()
    // After the app's updates for the handed-over text, so a replayed submit sends it.
    setTimeout(replay, 0, 0)
  }).observe(html, { attributes: true, attributeFilter: ['data-ready'] })
})()
