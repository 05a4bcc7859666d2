/*
 * The global stylesheets, in one place: the browser entry (main.tsx) imports this module; the
 * server render (entry-server.tsx) needs none of it, as the built page links the same files.
 */
import '@mantine/core/styles.css'
import '@mantine/notifications/styles.css'
import './ssr/hydrating.css'
