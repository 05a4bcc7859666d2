import { Box, Button, Group, Modal, Stack, Tabs, Text, Title } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconArrowLeft } from '@tabler/icons-react'
import { PRIVACY_SECTIONS, TERMS_SECTIONS } from '@galera/shared/legal/legal-sections.ts'
import { PlainText } from '../../../components/plain-text.tsx'
import { useLocale } from '../../../lib/i18n.ts'
import type { TermsTab } from '../../../lib/terms.tsx'

interface Props {
  opened: boolean
  tab: TermsTab
  onTabChange: (tab: TermsTab) => void
  onClose: () => void
}

function LegalDocument({ doc }: { doc: TermsTab }) {
  const { t } = useLocale()
  const sections: readonly string[] = doc === 'terms' ? TERMS_SECTIONS : PRIVACY_SECTIONS
  return (
    <Box
      // Keyboard users scroll the long text with the arrow keys once it has focus (axe:
      // scrollable-region-focusable).
      tabIndex={0}
      role="region"
      aria-label={t(`legal.${doc}.title`)}
      mah={{ base: 'calc(100dvh - 200px)', sm: '60vh' }}
      style={{ overflowY: 'auto' }}
      pr="sm"
      py="sm"
    >
      <Title order={3} size="h4" mb={4}>
        {t(`legal.${doc}.title`)}
      </Title>
      <Text size="xs" c="dimmed" mb="md">
        {t('legal.ui.lastUpdated', { date: t('legal.effectiveDate') })}
      </Text>
      <PlainText text={t(`legal.${doc}.intro`)} />
      {sections.map((id) => (
        <Stack key={id} gap={0} mt="md">
          <Title order={4} size="h5" mb="xs">
            {t(`legal.${doc}.${id}.title`)}
          </Title>
          <PlainText text={t(`legal.${doc}.${id}.body`)} />
        </Stack>
      ))}
    </Box>
  )
}

/** Spec §2: terms of use and privacy policy over any screen, with a back button. */
export function TermsModal({ opened, tab, onTabChange, onClose }: Props) {
  const { t } = useLocale()
  const narrow = useMediaQuery('(max-width: 48em)')
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('web.common.legalTitle')}
      size="xl"
      fullScreen={narrow}
      closeButtonProps={{ 'aria-label': t('legal.ui.close') }}
    >
      <Tabs
        value={tab}
        onChange={(v) => onTabChange(v === 'privacy' ? 'privacy' : 'terms')}
        keepMounted={false}
      >
        <Tabs.List grow>
          <Tabs.Tab value="terms">{t('legal.ui.tabTerms')}</Tabs.Tab>
          <Tabs.Tab value="privacy">{t('legal.ui.tabPrivacy')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="terms">
          <LegalDocument doc="terms" />
        </Tabs.Panel>
        <Tabs.Panel value="privacy">
          <LegalDocument doc="privacy" />
        </Tabs.Panel>
      </Tabs>
      <Group justify="flex-start" mt="md">
        <Button
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          onClick={onClose}
        >
          {t('legal.ui.back')}
        </Button>
      </Group>
    </Modal>
  )
}
