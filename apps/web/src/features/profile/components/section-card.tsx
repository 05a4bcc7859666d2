import { useState, type FormEventHandler, type ReactNode } from 'react'
import { Box, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useLocale } from '../../../lib/i18n.ts'
import { FormErrorAlert } from '../../../components/states.tsx'

/**
 * A section that shows data with an "Editar" button and swaps in its form; the form calls `done`
 * when saved or cancelled.
 */
export function EditableSection({
  id,
  title,
  editLabel,
  form,
  children,
}: {
  id: string
  title: string
  editLabel?: string
  form: (done: () => void) => ReactNode
  children: ReactNode
}) {
  const { t } = useLocale()
  const [editing, setEditing] = useState(false)
  return (
    <SectionCard
      id={id}
      title={title}
      action={
        !editing && (
          <Button variant="light" onClick={() => setEditing(true)}>
            {editLabel ?? t('profile.edit')}
          </Button>
        )
      }
    >
      {editing ? form(() => setEditing(false)) : children}
    </SectionCard>
  )
}

/**
 * The edit form of a section: the server's form-level error on top, the fields, then Cancel and
 * Save — the frame every section's form shares.
 */
export function SectionForm({
  label,
  error,
  busy,
  onSubmit,
  onCancel,
  children,
}: {
  label: string
  error: string | null
  busy: boolean
  onSubmit: FormEventHandler<HTMLFormElement>
  onCancel: () => void
  children: ReactNode
}) {
  const { t } = useLocale()
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap="md">
        <FormErrorAlert message={error} />
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('profile.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('profile.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

/** One titled section of /profile; the page is a list of these, so adding one is one line. */
export function SectionCard({
  id,
  title,
  action,
  children,
}: {
  id: string
  title: string
  action?: ReactNode
  children: ReactNode
}) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id={id}>
            {title}
          </Title>
          {action}
        </Group>
        {children}
      </Stack>
    </Card>
  )
}

export function DetailRow({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box>
      <Text component="dt" size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {value}
      </Text>
    </Box>
  )
}

export function DetailList({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="lg" m={0}>
      {children}
    </SimpleGrid>
  )
}

/** Maps API field names (`account.name`) to form fields (`name`) for applyServerErrors. */
export function prefixAliases<F extends string>(prefix: string, fields: readonly F[]) {
  return Object.fromEntries(fields.map((f) => [`${prefix}.${f}`, f])) as Record<string, F>
}
