import type { ReactNode } from 'react'
import { Alert, Button, Group, Modal, Stack, Textarea, type ButtonProps } from '@mantine/core'
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react'
import { useLocale } from '../lib/i18n.ts'

/*
 * The action list both sides of a deal show — the promoter's job (accept, decline, cancel) and the
 * supplier's request (answer, counter, decline, give up, contacted): a row of buttons, only for the
 * actions the server listed, each opening a dialog that confirms it; a refusal shows inside it.
 */

export interface ActionButton<K extends string> {
  kind: K
  label: string
  icon: ReactNode
  color?: ButtonProps['color']
  variant?: ButtonProps['variant']
}

/** The buttons of the actions allowed now, in the order given. */
export function ActionButtons<K extends string>({
  actions,
  allowed,
  onPick,
}: {
  actions: ActionButton<K>[]
  allowed: (kind: K) => boolean
  onPick: (kind: K) => void
}) {
  return (
    <Group gap="sm">
      {actions
        .filter((a) => allowed(a.kind))
        .map((a) => (
          <Button
            key={a.kind}
            color={a.color}
            variant={a.variant}
            leftSection={a.icon}
            onClick={() => onPick(a.kind)}
          >
            {a.label}
          </Button>
        ))}
    </Group>
  )
}

/** Reasons are optional and short: the count shows as one types. */
export const REASON_MAX = 500

export function ReasonField({
  label,
  value,
  onChange,
}: {
  label: string
  value: string
  onChange: (value: string) => void
}) {
  return (
    <Textarea
      label={label}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      maxLength={REASON_MAX}
      rows={3}
      description={`${value.length}/${REASON_MAX}`}
    />
  )
}

/** The confirmation of one action: its body, the refusal if any, "keep" and the confirm button. */
export function ActionDialog({
  opened,
  title,
  onClose,
  onConfirm,
  keepLabel,
  confirmLabel,
  danger = false,
  loading,
  error,
  size = 'md',
  children,
}: {
  opened: boolean
  title: string
  onClose: () => void
  onConfirm: () => void
  keepLabel: string
  confirmLabel: string
  /** Red confirm (decline, cancel, give up); green otherwise. */
  danger?: boolean
  loading: boolean
  error: string | null
  size?: 'md' | 'lg'
  children: ReactNode
}) {
  const { t } = useLocale()
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      closeButtonProps={{ 'aria-label': t('web.common.close') }}
      size={size}
      centered
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          onConfirm()
        }}
      >
        <Stack gap="md">
          {children}
          {error && (
            <Alert
              color="red"
              variant="light"
              role="alert"
              icon={<IconAlertTriangle aria-hidden />}
            >
              {error}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {keepLabel}
            </Button>
            {opened && (
              <Button
                type="submit"
                color={danger ? 'red.9' : 'teal.9'}
                loading={loading}
                leftSection={<IconCheck size={16} aria-hidden />}
              >
                {confirmLabel}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
