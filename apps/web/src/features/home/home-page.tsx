import { Button, Container, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { navEntries } from '../../shared/routing/nav-entries';
import { useSession } from '../../shared/session/use-session';

/** Spec §2 home: a pending-approval welcome, or the menu of the user's areas. */
export function HomePage() {
  const user = useSession();
  if (!user) return null; // the route guard redirects to /login

  if (!user.isApproved) {
    return (
      <Container size="sm" my="xl">
        <Title order={2}>Welcome, {user.fname}! Your account is pending approval.</Title>
        <Text mt="md">You will be notified by email once it is approved.</Text>
      </Container>
    );
  }

  // Same entries and predicates as the navigation: Store with storeAccess, Admin for admins.
  const buttons = navEntries.filter((entry) => entry.available && entry.visible(user));

  return (
    <Container size="sm" my="xl">
      <Title order={2} mb="lg">
        Welcome, {user.fname}!
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {buttons.map((button) => (
          <Button key={button.to} component={Link} to={button.to} size="lg" variant="light">
            {button.label}
          </Button>
        ))}
      </SimpleGrid>
    </Container>
  );
}
