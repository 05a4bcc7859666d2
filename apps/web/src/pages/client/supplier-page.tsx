import { Link, useParams } from 'react-router'
import { Anchor, Card, Container, Group, Stack, Text, Title } from '@mantine/core'
import { IconArrowLeft, IconMail, IconPhone, IconWorld } from '@tabler/icons-react'
import { formatPhoneBR } from '@galera/shared/format/documents.ts'
import { routes } from '../../lib/routes.ts'
import { EmptyState, ErrorState, LoadingState } from '../../components/states.tsx'
import { isApiError } from '../../lib/api-client.ts'
import { useSupplier } from '../../features/suppliers/page/api.ts'
import { SupplierHeader } from '../../features/suppliers/page/components/supplier-header.tsx'
import { CertifiedBadge } from '../../features/suppliers/page/components/certified-badge.tsx'
import { SupplierProducts } from '../../features/products/components/supplier-products.tsx'
import classes from '../../features/suppliers/page/components/supplier-page.module.css'
import { useLocale } from '../../lib/i18n.ts'
import { usePageTitle } from '../../lib/use-page-title.ts'
import { ResponsiveImage } from '../../components/responsive-image.tsx'

/**
 * A supplier's public company page `/fornecedor/:id`: header in the chosen colour,
 * logo, the about (HTML sanitised by the server's allow-list, ADR 0020), picture and contact,
 * then the supplier's active products.
 */
export function SupplierPage() {
  const { t } = useLocale()
  const { id = '' } = useParams()
  const query = useSupplier(id)
  usePageTitle(query.data?.tradeName ?? t('catalogue.suppliers.title'), {
    // HTML: the server keeps its text (ADR 0061).
    description: query.data?.aboutHtml,
    image: query.data?.logo?.large,
  })

  const back = (
    <Anchor component={Link} to={routes.suppliers} size="sm">
      <IconArrowLeft size={14} aria-hidden /> {t('catalogue.suppliers.backToList')}
    </Anchor>
  )

  if (query.isPending)
    return (
      <Container size="md" py="xl">
        <LoadingState />
      </Container>
    )
  if (query.isError) {
    const notFound =
      isApiError(query.error) && (query.error.status === 404 || query.error.status === 422)
    return (
      <Container size="md" py="xl">
        <Stack gap="md">
          {back}
          {notFound ? (
            <>
              <Title order={1}>{t('catalogue.suppliers.notFound')}</Title>
              <Text>{t('catalogue.suppliers.notFoundHint')}</Text>
            </>
          ) : (
            <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
          )}
        </Stack>
      </Container>
    )
  }

  const s = query.data
  const hasContact = s.contactPhone || s.commercialEmail || s.site
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        {back}
        <SupplierHeader
          name={s.tradeName}
          color={s.headerColor}
          logo={s.logo}
          city={s.city}
          uf={s.uf}
        >
          {s.isCertified && <CertifiedBadge size="md" />}
        </SupplierHeader>
        {!s.hasPage ? (
          <EmptyState title={t('catalogue.suppliers.noPage')} />
        ) : (
          <Group align="flex-start" gap="lg" wrap="wrap">
            <Card
              withBorder
              padding="lg"
              component="section"
              aria-labelledby="supplier-about"
              style={{ flex: '2 1 360px', minWidth: 0 }}
            >
              <Stack gap="md">
                <Title order={2} size="h3" id="supplier-about">
                  {t('catalogue.suppliers.about')}
                </Title>
                {s.aboutImage && (
                  <ResponsiveImage
                    image={s.aboutImage}
                    alt={t('catalogue.suppliers.aboutImageAlt', { name: s.tradeName })}
                    sizes="(max-width: 48em) 100vw, 720px"
                    className={classes.aboutImage}
                  />
                )}
                {s.aboutHtml && (
                  <div
                    className={classes.rich}
                    // Sanitised by the API with an allow-list (ADR 0020): p, br, strong, em,
                    // ul, ol, li and http(s) links only.
                    dangerouslySetInnerHTML={{ __html: s.aboutHtml }}
                  />
                )}
              </Stack>
            </Card>
            {hasContact && (
              <Card
                withBorder
                padding="lg"
                component="section"
                aria-labelledby="supplier-contact"
                style={{ flex: '1 1 240px', minWidth: 0 }}
              >
                <Stack gap="sm">
                  <Title order={2} size="h3" id="supplier-contact">
                    {t('catalogue.suppliers.contact')}
                  </Title>
                  <dl style={{ margin: 0 }}>
                    {s.contactPhone && (
                      <ContactRow
                        icon={<IconPhone size={16} aria-hidden />}
                        label={t('catalogue.suppliers.phone')}
                      >
                        <Anchor href={`tel:${s.contactPhone}`}>
                          {formatPhoneBR(s.contactPhone)}
                        </Anchor>
                      </ContactRow>
                    )}
                    {s.commercialEmail && (
                      <ContactRow
                        icon={<IconMail size={16} aria-hidden />}
                        label={t('catalogue.suppliers.email')}
                      >
                        <Anchor
                          href={`mailto:${s.commercialEmail}`}
                          style={{ overflowWrap: 'anywhere' }}
                        >
                          {s.commercialEmail}
                        </Anchor>
                      </ContactRow>
                    )}
                    {s.site && (
                      <ContactRow
                        icon={<IconWorld size={16} aria-hidden />}
                        label={t('catalogue.suppliers.site')}
                      >
                        <Anchor
                          href={s.site}
                          target="_blank"
                          rel="nofollow noopener noreferrer"
                          style={{ overflowWrap: 'anywhere' }}
                        >
                          {s.site.replace(/^https?:\/\//, '').replace(/\/$/, '')}
                        </Anchor>
                      </ContactRow>
                    )}
                  </dl>
                </Stack>
              </Card>
            )}
          </Group>
        )}
        <SupplierProducts supplierId={s.id} />
      </Stack>
    </Container>
  )
}

function ContactRow({
  icon,
  label,
  children,
}: {
  icon: React.ReactNode
  label: string
  children: React.ReactNode
}) {
  return (
    <div style={{ marginBottom: 12 }}>
      <Group gap={6} component="dt">
        {icon}
        <Text size="sm" fw={600} component="span">
          {label}
        </Text>
      </Group>
      <dd style={{ margin: '2px 0 0 22px' }}>{children}</dd>
    </div>
  )
}
