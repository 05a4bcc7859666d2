import { useEffect } from 'react'
import { useBlocker } from 'react-router'
import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import { useLocale } from '../lib/i18n.ts'

/**
 * While `when` holds, leaving the screen asks first: a route change (a link, the back button, a
 * tab kept in the URL) opens a confirmation in the user's language; a reload or closing the tab
 * gets the browser's own "leave site?" dialog (browsers show their text, never the page's).
 */
export function UnsavedChangesPrompt({ when, message }: { when: boolean; message: string }) {
  const { t } = useLocale()
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  )

  useEffect(() => {
    if (!when) return
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      // Older browsers need a return value to ask.
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', ask)
    return () => window.removeEventListener('beforeunload', ask)
  }, [when])

  // Saved (or undone) while the question was open: nothing left to lose.
  useEffect(() => {
    if (!when && blocker.state === 'blocked') blocker.reset()
  }, [when, blocker])

  const stay = () => blocker.reset?.()
  return (
    <Modal
      opened={blocker.state === 'blocked'}
      onClose={stay}
      title={t('web.unsaved.title')}
      closeButtonProps={{ 'aria-label': t('web.common.close') }}
    >
      <Stack gap="md">
        <Text>{message}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={stay} data-autofocus>
            {t('web.unsaved.stay')}
          </Button>
          <Button color="red.9" onClick={() => blocker.proceed?.()}>
            {t('web.unsaved.leave')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
