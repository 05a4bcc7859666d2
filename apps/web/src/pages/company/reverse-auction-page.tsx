import { useRef } from 'react'
import {
  Anchor,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { IconArrowLeft, IconGavel } from '@tabler/icons-react'
import { Link } from 'react-router'
import { CUSTOMIZATIONS } from '@galera/shared/catalogue/product.schemas.ts'
import { pathTo } from '../../lib/routes.ts'
import { useSubmitAuction } from '../../features/budgets/client/use-submit-auction.ts'
import {
  CategoryField,
  CodeSelect,
  ColorField,
  DateFields,
  ObservationsField,
  QuantityField,
  StatesField,
  useAuctionForm,
} from '../../features/budgets/client/components/auction-fields.tsx'
import { CustomizationFields } from '../../features/budgets/client/components/customization-fields.tsx'
import { useLocale } from '../../lib/i18n.ts'
import { usePageTitle } from '../../lib/use-page-title.ts'
import { FormErrorAlert } from '../../components/states.tsx'

/**
 * reverse auction `/company/panel/company/reverse-auction` (ADR 0021): the client asks
 * every active supplier of a category for proposals until a date, with the spec §3 action type,
 * target audience and goal.
 */
export function ReverseAuctionPage() {
  const { t } = useLocale()
  usePageTitle(t('budgets.auction.title'))
  const form = useAuctionForm()
  const root = useRef<HTMLFormElement>(null)
  const { submit, submitting, formError } = useSubmitAuction(form, root)

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to={pathTo('hirerBudgets', { tab: 'all' })} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden />
            {t('budgets.detail.back')}
          </Group>
        </Anchor>
        <Stack gap={4}>
          <Title order={1}>{t('budgets.auction.title')}</Title>
          <Text c="dimmed">{t('budgets.auction.intro')}</Text>
        </Stack>
        <Card withBorder radius="md" padding="lg">
          <form
            ref={root}
            noValidate
            aria-label={t('budgets.auction.title')}
            onSubmit={(e) => {
              e.preventDefault()
              void submit('budgets.auction.success')
            }}
          >
            <Stack gap="md">
              <FormErrorAlert message={formError} />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <CategoryField form={form} />
                <QuantityField form={form} />
                <ColorField form={form} />
                <StatesField form={form} />
                <CodeSelect form={form} field="actionType" />
                <CodeSelect form={form} field="targetAudience" />
                <CodeSelect form={form} field="goal" />
              </SimpleGrid>
              <CustomizationFields
                idPrefix="auction"
                choices={CUSTOMIZATIONS}
                values={form.values}
                errors={form.errors}
                onChange={form.patch}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <DateFields form={form} />
              </SimpleGrid>
              <ObservationsField form={form} />
              <Group justify="flex-end">
                <Button
                  type="submit"
                  loading={submitting}
                  leftSection={<IconGavel size={16} aria-hidden />}
                >
                  {t('budgets.auction.submit')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Card>
      </Stack>
    </Container>
  )
}
