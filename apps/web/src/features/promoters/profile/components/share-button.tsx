import { Button } from '@mantine/core'
import { IconShare } from '@tabler/icons-react'
import { useLocale } from '../../../../lib/i18n.ts'
import { notifyError, notifySuccess } from '../../../../lib/notify.tsx'

/**
 * Shares the profile link: the system share sheet where there is one (phones), otherwise the
 * link goes to the clipboard with a confirmation. `url` may be a path on this site.
 */
export function ShareButton({ name, url: path }: { name: string; url: string }) {
  const { t } = useLocale()
  const share = async () => {
    // Made absolute on click: the page may be rendered on the server, where there is no origin.
    const url = new URL(path, window.location.origin).href
    const data = { title: name, text: t('promoterPage.share.text', { name }), url }
    if (typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)) {
      try {
        await navigator.share(data)
        return
      } catch (err) {
        // The visitor closed the sheet: nothing to say. Anything else falls back to copying.
        if (err instanceof DOMException && err.name === 'AbortError') return
      }
    }
    try {
      await navigator.clipboard.writeText(url)
      notifySuccess(t('promoterPage.share.copied'))
    } catch {
      notifyError(t('promoterPage.share.copyFailed'))
    }
  }
  return (
    <Button
      variant="light"
      leftSection={<IconShare size={18} aria-hidden />}
      onClick={() => void share()}
    >
      {t('promoterPage.share.button')}
    </Button>
  )
}
