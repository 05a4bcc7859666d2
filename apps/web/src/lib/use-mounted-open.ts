import { useEffect, useState } from 'react'

/**
 * For a dialog that is its own chunk and so mounts already open on its first use: closed on the
 * first render, open from the next, so Mantine notes what had the focus and gives it back on
 * close (its focus return only watches changes of `opened`). ADR 0050.
 */
export function useMountedOpen(opened: boolean): boolean {
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  return mounted && opened
}
