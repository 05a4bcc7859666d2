import {
  AspectRatio,
  Box,
  Card,
  Container,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
} from '@mantine/core'

/**
 * The featured gifts' place while their chunk or list loads (ADR 0050): the section's padding,
 * heading, category chips and one row of product cards (square photo and the card's lines), so
 * the sections below move as little as they can before the count of products is known. In the
 * home entry, hence no words: the products domain loads with the section.
 */
export function HomeGiftsSkeleton() {
  return (
    <Box py={{ base: 40, sm: 64 }} aria-hidden data-testid="home-gifts-loading">
      <Container size="lg">
        <Stack gap="lg">
          <Stack gap={4}>
            <Skeleton h={34} w={260} maw="80%" />
            <Skeleton h={24} w={420} maw="100%" />
          </Stack>
          <Group gap="xs">
            {[120, 140, 110].map((w) => (
              <Skeleton key={w} h={36} w={w} radius="xl" />
            ))}
          </Group>
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="md">
            {Array.from({ length: 4 }, (_, i) => (
              <Card key={i} withBorder radius="md" padding="sm">
                <Card.Section>
                  <AspectRatio ratio={1}>
                    <Skeleton radius={0} />
                  </AspectRatio>
                </Card.Section>
                <Stack gap={4} mt="sm">
                  <Skeleton h={24} w="80%" />
                  <Skeleton h={20} w="60%" />
                  <Skeleton h={16} w="50%" />
                  <Skeleton h={20} w="40%" />
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        </Stack>
      </Container>
    </Box>
  )
}
