import { Anchor, Avatar, Badge, Box, Group, Stack, Text, Title } from '@mantine/core'
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconMapPin,
  IconRosetteDiscountCheck,
  IconSparkles,
  IconStar,
} from '@tabler/icons-react'
import type { PublicPromoterDto } from '@galera/shared/promoters/promoter.schemas.ts'
import { useLocale } from '../../../../lib/i18n.ts'
import { ResponsiveImage } from '../../../../components/responsive-image.tsx'
import { ShareButton } from './share-button.tsx'
import classes from './promoter-profile.module.css'
import { formatMonthYear } from '@galera/shared/format/date.ts'

export function categoryName(
  category: PublicPromoterDto['category'],
  locale: string,
): string | null {
  if (!category) return null
  return locale === 'en' ? category.nameEn : category.namePt
}

/** Cover, picture, name, category, place, age, badges, share and social links. */
export function ProfileHeader({
  promoter,
  shareUrl,
}: {
  promoter: PublicPromoterDto
  shareUrl: string
}) {
  const { t, locale } = useLocale()
  const cover = promoter.gallery.find((g) => g.isCover && g.image)?.image
  const category = categoryName(promoter.category, locale) ?? t('promoterPage.noCategory')
  // The profile picture: a single stored size from the API, or the cover's variants.
  const picture = promoter.avatarUrl ?? cover ?? null
  const place = [promoter.city, promoter.uf].filter(Boolean).join('/')
  const since = formatMonthYear(promoter.memberSince, locale)
  return (
    <Box component="header" className={classes.header}>
      <div className={classes.cover} aria-hidden>
        {/* The first screen's largest image (ADR 0050). */}
        {cover && (
          <ResponsiveImage
            image={cover}
            alt=""
            sizes="(min-width: 75em) 1140px, 100vw"
            priority
            className={classes.coverImg}
          />
        )}
      </div>
      <Group align="flex-start" gap="lg" wrap="wrap" className={classes.headerBody}>
        {picture ? (
          <ResponsiveImage
            image={picture}
            alt=""
            width={128}
            height={128}
            sizes="128px"
            className={`${classes.avatar} ${classes.avatarImg}`}
            priority={!cover}
          />
        ) : (
          <Avatar alt="" size={128} radius={128} className={classes.avatar} color="festa">
            {promoter.name.slice(0, 1)}
          </Avatar>
        )}
        <Stack gap={6} style={{ flex: '1 1 260px', minWidth: 0 }}>
          <Title order={1} className={classes.name}>
            {promoter.name}
          </Title>
          <Text size="lg" fw={600}>
            {category}
          </Text>
          <Group gap="md" wrap="wrap">
            {place && (
              <Group gap={4} wrap="nowrap">
                <IconMapPin size={16} aria-hidden />
                <Text>{place}</Text>
              </Group>
            )}
            <Text>{t('promoterPage.age', { age: promoter.age })}</Text>
            <Text c="dimmed" size="sm">
              {t('promoterPage.memberSince', { date: since })}
            </Text>
          </Group>
          <Group gap="xs" wrap="wrap">
            {promoter.isCertified && (
              <Badge
                color="teal.9"
                size="lg"
                leftSection={<IconRosetteDiscountCheck size={16} aria-hidden />}
                title={t('promoterPage.badges.certifiedHint')}
                data-testid="certified-badge"
              >
                {t('promoterPage.badges.certified')}
              </Badge>
            )}
            {promoter.isSpotlight && (
              <Badge color="uva.7" size="lg" leftSection={<IconStar size={16} aria-hidden />}>
                {t('promoterPage.badges.spotlight')}
              </Badge>
            )}
            {promoter.isLaunched && (
              <Badge
                color="festa"
                variant="light"
                size="lg"
                leftSection={<IconSparkles size={16} aria-hidden />}
              >
                {t('promoterPage.badges.launched')}
              </Badge>
            )}
          </Group>
        </Stack>
        <Group gap="xs" wrap="wrap">
          <ShareButton name={promoter.name} url={shareUrl} />
          {promoter.instagramUrl && (
            <Anchor
              href={promoter.instagramUrl}
              target="_blank"
              rel="noopener noreferrer nofollow"
              aria-label={t('promoterPage.social.instagram', { name: promoter.name })}
              className={classes.social}
            >
              <IconBrandInstagram size={24} aria-hidden />
            </Anchor>
          )}
          {promoter.facebookUrl && (
            <Anchor
              href={promoter.facebookUrl}
              target="_blank"
              rel="noopener noreferrer nofollow"
              aria-label={t('promoterPage.social.facebook', { name: promoter.name })}
              className={classes.social}
            >
              <IconBrandFacebook size={24} aria-hidden />
            </Anchor>
          )}
        </Group>
      </Group>
    </Box>
  )
}
