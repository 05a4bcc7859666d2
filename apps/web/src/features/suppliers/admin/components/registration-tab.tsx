import { useRef, useState, type ReactNode } from 'react'
import {
  Alert,
  Anchor,
  Box,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { IconCircleCheck, IconPencil } from '@tabler/icons-react'
import { formatDate } from '@galera/shared/format/date.ts'
import { formatCpfCnpj, formatPhoneBR } from '@galera/shared/format/documents.ts'
import type { AdminSupplierDto } from '@galera/shared/dashboards/dashboard.schemas.ts'
import { useLocale } from '../../../../lib/i18n.ts'
import { RegistrationForm } from './registration-form.tsx'
import { notifySuccess } from '../../../../lib/notify.tsx'

function Row({ label, value }: { label: string; value: ReactNode }) {
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

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="lg" m={0}>
          {children}
        </SimpleGrid>
      </Stack>
    </Card>
  )
}

const phone = (v: string | null | undefined) => (v ? formatPhoneBR(v) : null)
/** A date without a time ("2015-01-01") read at noon UTC so no zone moves it a day. */
const day = (v: string, locale: 'pt-BR' | 'en') =>
  formatDate(v.length === 10 ? `${v}T12:00:00Z` : v, locale)

/**
 * Everything the supplier registered; "Editar cadastro" swaps the company and contact cards for
 * the edit form (ADR 0034) and, once saved, back with a confirmation.
 */
export function RegistrationTab({ supplier: s }: { supplier: AdminSupplierDto }) {
  const { t, locale } = useLocale()
  const [editing, setEditing] = useState(false)
  const [saved, setSaved] = useState<string | null>(null)
  const editButton = useRef<HTMLButtonElement>(null)
  const k = (key: string) => t(`dashboards.suppliers.registration.${key}`)
  const none = k('none')
  const a = s.address
  const done = (result?: AdminSupplierDto) => {
    setEditing(false)
    if (result) {
      const text = t('dashboards.suppliers.edit.saved')
      setSaved(text)
      notifySuccess(text)
    }
    // Back on the button that opened the form (it mounts again on the next frame).
    requestAnimationFrame(() => editButton.current?.focus())
  }
  if (editing)
    return (
      <Stack gap="lg">
        <RegistrationForm supplier={s} onDone={done} />
      </Stack>
    )
  return (
    <Stack gap="lg">
      <Group justify="flex-end">
        <Button
          ref={editButton}
          variant="light"
          leftSection={<IconPencil size={16} aria-hidden />}
          onClick={() => {
            setSaved(null)
            setEditing(true)
          }}
        >
          {t('dashboards.suppliers.edit.open')}
        </Button>
      </Group>
      {saved && (
        <Alert color="green" variant="light" role="status" icon={<IconCircleCheck aria-hidden />}>
          {saved}
        </Alert>
      )}
      <Section id="admin-supplier-company" title={k('companyTitle')}>
        <Row label={k('companyName')} value={s.companyName} />
        <Row label={k('establishmentTitle')} value={s.establishmentTitle} />
        <Row label={t('dashboards.suppliers.cnpj')} value={s.cnpj ? formatCpfCnpj(s.cnpj) : none} />
        <Row label={k('legalNature')} value={s.legalNature || none} />
        <Row label={k('openingDate')} value={s.openingDate ? day(s.openingDate, locale) : none} />
        <Row label={k('mainActivity')} value={s.mainActivity || none} />
        <Row
          label={k('secondaryActivities')}
          value={s.secondaryActivities.length ? s.secondaryActivities.join('\n') : none}
        />
        <Row label={k('certified')} value={s.certified ? k('yes') : k('no')} />
        <Row label={k('accountStatus')} value={t(`admin.statuses.${s.accountStatus}`)} />
        <Row label={k('createdAt')} value={formatDate(s.createdAt, locale)} />
      </Section>
      <Section id="admin-supplier-contact" title={k('contactTitle')}>
        <Row label={k('email')} value={s.email} />
        <Row label={k('commercialEmail')} value={s.commercialEmail || none} />
        <Row label={k('commercialPhone')} value={phone(s.commercialPhone) ?? none} />
        <Row label={k('phone')} value={phone(s.phone) ?? none} />
        <Row label={k('contactName')} value={s.contactName || none} />
        <Row label={k('contactPhone')} value={phone(s.contactPhone) ?? none} />
        <Row
          label={k('site')}
          value={
            s.site && /^https?:\/\//i.test(s.site) ? (
              <Anchor href={s.site} target="_blank" rel="noopener noreferrer">
                {s.site}
              </Anchor>
            ) : (
              s.site || none
            )
          }
        />
      </Section>
      <Section id="admin-supplier-address" title={k('addressTitle')}>
        <Row
          label={k('address')}
          value={
            a
              ? `${a.street}, ${a.number}${a.complement ? ` — ${a.complement}` : ''}\n${a.neighborhood}, ${a.city}/${a.uf} · ${a.cep.replace(/^(\d{5})(\d{3})$/, '$1-$2')}`
              : none
          }
        />
      </Section>
    </Stack>
  )
}
