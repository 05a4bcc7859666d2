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
