import { Button, CopyButton, Group, TextInput } from '@mantine/core'
import { IconCheck, IconCopy } from '@tabler/icons-react'

/**
 * A read-only code to copy (a Pix "copia e cola", a boleto's linha digitável): selected whole on
 * focus, with a button that copies `copyValue` (the code as a bank app reads it) and says so.
 */
export function CopyField({
  label,
  value,
  copyValue = value,
  copyLabel,
  copiedLabel,
  testId,
}: {
  label: string
  value: string
  copyValue?: string
  copyLabel: string
  copiedLabel: string
  testId?: string
}) {
  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <TextInput
        label={label}
        value={value}
        readOnly
        style={{ flex: 1, minWidth: 0 }}
        data-testid={testId}
        onFocus={(e) => e.currentTarget.select()}
      />
      <CopyButton value={copyValue}>
        {({ copied, copy }) => (
          <Button
            variant="light"
            onClick={copy}
            leftSection={
              copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
            }
          >
            {copied ? copiedLabel : copyLabel}
          </Button>
        )}
      </CopyButton>
    </Group>
  )
}
