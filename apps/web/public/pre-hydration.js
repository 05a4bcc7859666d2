/*
 * The stylesheet of a server-rendered page comes with `media="print"` so it does not hold back the
 * first paint (the page's own rules are inline, ADR 0069); it applies to the screen from here on.
 */
document.querySelectorAll('link[data-media]').forEach(function (link) {
  link.media = link.getAttribute('data-media')
  link.removeAttribute('data-media')
})

/*
 * Until the app has hydrated a page the server rendered (ADR 0049; `<html data-ready>` is set by
 * main.tsx), Enter in a field would submit its form the browser's way: a GET to the same address
 * with every field in the query string (a sign-up's name, e-mail and phone in the history and the
 * logs). The press is dropped instead, as clicks are (ssr/hydrating.css); once the app runs, its
 * own handlers take every submit.
 */
document.addEventListener(
  'submit',
  function (event) {
    if (!document.documentElement.hasAttribute('data-ready')) event.preventDefault()
  },
  true,
)

/*
 * Text typed before the app hydrates stays typed: the server's fields take keys at once, but the
 * app's state starts empty and would not know them (a visitor's search sent empty, an e-mail to
 * type again). Each field typed in is noted; once the app is ready the text is handed to it as
 * the user's own input, so its change handlers take it.
 */
;(function () {
  var typed = new Map()
  var html = document.documentElement
  document.addEventListener(
    'input',
    function (event) {
      var field = event.target
      if (html.hasAttribute('data-ready') || !field || field.value === undefined) return
      if (field.type === 'checkbox' || field.type === 'radio' || field.type === 'file') return
      typed.set(field, field.value)
    },
    true,
  )
  function handOver() {
    typed.forEach(function (text, field) {
      var node = field.isConnected ? field : field.id && document.getElementById(field.id)
      if (!node) return
      var proto = Object.getPrototypeOf(node)
      var setter = Object.getOwnPropertyDescriptor(proto, 'value')
      if (!setter || !setter.set) return
      // Through the element's own setter the app notes "empty"; through the prototype's the text
      // arrives unnoticed, so the input event below reads as a change.
      node.value = ''
      setter.set.call(node, text)
      node.dispatchEvent(new Event('input', { bubbles: true }))
    })
    typed.clear()
  }
  new MutationObserver(function (changes, observer) {
    if (!html.hasAttribute('data-ready')) return
    observer.disconnect()
    handOver()
  }).observe(html, { attributes: true, attributeFilter: ['data-ready'] })
})()
