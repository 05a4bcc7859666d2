import { useState } from 'react'
import { FileInput, Image, Stack, Text } from '@mantine/core'
import { IconUpload } from '@tabler/icons-react'
import type { ArtDto } from '@galera/shared/promotions/promotion.schemas.ts'
import { useLocale } from '../../../../lib/i18n.ts'

/**
 * One image upload of a form: a labelled file input, its hint (the required px and KB), the
 * server's message in the user's language, and a preview of what was stored.
 */
export function ArtUpload({
  label,
  description,
  previewAlt,
  preview,
  error,
  upload,
  onUploaded,
  testId,
  previewWidth = 320,
  id,
}: {
  label: string
  description: string
  previewAlt: string
  preview: string | null
  error?: string
  upload: (file: File) => Promise<ArtDto>
  onUploaded: (art: ArtDto) => void
  testId: string
  previewWidth?: number
  id?: string
}) {
  const { t } = useLocale()
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [file, setFile] = useState<File | null>(null)

  const onFile = async (f: File | null) => {
    setFile(f)
    setFailure(null)
    if (!f) return
    setBusy(true)
    try {
      onUploaded(await upload(f))
    } catch (e) {
      setFailure(e instanceof Error ? e.message : t('httpStatus.other'))
      setFile(null)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Stack gap={6} data-testid={testId}>
      <FileInput
        id={id}
        label={label}
        description={description}
        accept="image/png,image/jpeg,image/webp,image/gif"
        leftSection={<IconUpload size={16} aria-hidden />}
        value={file}
        clearable={false}
        onChange={(f) => void onFile(f)}
        disabled={busy}
        error={failure ?? error}
      />
      <div role="status" aria-live="polite">
        {busy && <Text size="sm">{t('adminPromotions.form.uploading')}</Text>}
      </div>
      {preview && (
        <Image
          src={preview}
          alt={previewAlt}
          w="100%"
          maw={previewWidth}
          radius="sm"
          style={{ border: '1px solid var(--mantine-color-gray-3)' }}
        />
      )}
    </Stack>
  )
}
