import { Button, Menu, Text } from '@mantine/core';
import { fullName, type SignedInUser } from '@portal/domain/accounts/user';
import { Link } from 'react-router';
import { canSeeTeam } from '../../shared/session/access';
import { useSignOut } from './api/use-sign-out';

export function UserMenu({ user }: { user: SignedInUser }) {
  const signOut = useSignOut();
  const name = fullName(user);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        {/*
         * A long name ends in an ellipsis within the button's width, never pushing the header wider than a
         * phone (390 px): ellipsis needs a block box of its own, and the button's flex inner and label must be allowed
         * to shrink below the text. The button's accessible name and the menu keep the whole name.
         */}
        <Button
          variant="subtle"
          color="gray"
          maw={{ base: 120, sm: 240 }}
          miw={0}
          aria-label={name}
          title={name}
          styles={{ inner: { minWidth: 0 }, label: { minWidth: 0 } }}
        >
          <Text span inherit truncate="end" display="block">
            {name}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown maw="calc(100vw - 16px)">
        <Menu.Label>
          <Text span inherit fw={600} c="bright" style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          <br />
          <Text span inherit style={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Text>
        </Menu.Label>
        {/* Issue 32: the team, under Account (its administrators run it there). */}
        {canSeeTeam(user) && (
          <Menu.Item component={Link} to="/account/team">
            Team
          </Menu.Item>
        )}
        <Menu.Item onClick={() => void signOut()}>Sign Out</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
