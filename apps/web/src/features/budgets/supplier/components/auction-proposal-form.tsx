import { useState } from 'react'
import { Link } from 'react-router'
import { Alert, Button, Card, Group, Select, Stack, Title } from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { IconAlertTriangle, IconCheck, IconSend } from '@tabler/icons-react'
import type { OpenAuctionDto } from '@galera/shared/budgets/budget.schemas.ts'
import { pathTo } from '../../../../lib/routes.ts'
import { useLocale } from '../../../../lib/i18n.ts'
import { notifySuccess } from '../../../../lib/notify.tsx'
import {
  AUCTIONS_KEY,
  auctionKey,
  PROPOSAL_LISTS_KEY,
  sendAuctionProposal,
  useMyActiveProducts,
} from '../api.ts'
import { splitServerError } from '../server-errors.ts'
import { auctionBody, EMPTY_VALUES, type FieldErrors, type ValuesText } from '../values-form.ts'
import { ValuesFields } from './values-fields.tsx'

/**
 * The supplier's proposal to a reverse auction: optionally one of its active products of the
 * auction's category, the values, delivery and justification. Once sent, a link to it.
 */
export function AuctionProposalForm({ auction }: { auction: OpenAuctionDto }) {
  const { t, fieldError } = useLocale()
  const client = useQueryClient()
  const products = useMyActiveProducts()
  const [values, setValues] = useState<ValuesText>(EMPTY_VALUES)
  const [productId, setProductId] = useState<string | null>(null)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [alert, setAlert] = useState<string | null>(null)
  const [sentId, setSentId] = useState<string | null>(auction.myProposalId)

  const send = useMutation({
    mutationFn: () => {
      const r = auctionBody(values, productId)
      if (!r.ok) return Promise.reject(r.errors)
      return sendAuctionProposal(auction.id, r.body)
    },
    onSuccess: ({ proposalId }) => {
      setSentId(proposalId)
      notifySuccess(t('requests.auction.done'))
      void client.invalidateQueries({ queryKey: AUCTIONS_KEY })
      void client.invalidateQueries({ queryKey: auctionKey(auction.id) })
      void client.invalidateQueries({ queryKey: PROPOSAL_LISTS_KEY })
    },
    onError: (e: unknown) => {
      if (e instanceof Error) {
        const { fields, message } = splitServerError(e)
        setErrors(fields)
        setAlert(message)
      } else {
        setErrors(e as FieldErrors)
        setAlert(null)
      }
    },
  })

  if (sentId)
    return (
      <Alert
        color="teal"
        variant="light"
        icon={<IconCheck aria-hidden />}
        data-testid="auction-sent"
      >
        <Stack gap="xs" align="flex-start">
          {t('requests.auction.already')}
          <Button
            component={Link}
            to={pathTo('supplierRequest', { id: sentId })}
            variant="filled"
            color="teal.9"
            size="xs"
          >
            {t('requests.auction.seeProposal')}
          </Button>
        </Stack>
      </Alert>
    )

  const ownInCategory = (products.data?.data ?? []).filter(
    (p) => p.category.id === auction.category.id,
  )

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-labelledby="auction-form-title"
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          send.mutate()
        }}
      >
        <Stack gap="md">
          <Title order={2} size="h4" id="auction-form-title">
            {t('requests.auction.formTitle')}
          </Title>
          <Select
            label={t('requests.auction.product')}
            description={t('requests.auction.productHint')}
            placeholder={t('requests.auction.productNone')}
            data={ownInCategory.map((p) => ({ value: p.id, label: `${p.name} (${p.code})` }))}
            value={productId}
            onChange={setProductId}
            error={fieldError(errors.productId)}
            clearable
            searchable
            maw={480}
          />
          <ValuesFields
            values={values}
            onChange={setValues}
            quantity={auction.terms.quantity}
            errors={errors}
          />
          {(alert || errors.form) && (
            <Alert
              color="red"
              variant="light"
              role="alert"
              icon={<IconAlertTriangle aria-hidden />}
            >
              {alert ?? fieldError(errors.form)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button
              type="submit"
              color="teal.9"
              loading={send.isPending}
              leftSection={<IconSend size={16} aria-hidden />}
            >
              {t('requests.auction.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  )
}
