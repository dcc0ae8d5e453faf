import { Button, Menu } from '@mantine/core';
import { fullName, type SignedInUser } from '@portal/domain/accounts/user';
import { useSignOut } from './api/use-sign-out';

export function UserMenu({ user }: { user: SignedInUser }) {
  const signOut = useSignOut();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="subtle" color="gray" maw={{ base: 120, sm: 'none' }} styles={{ label: { overflow: 'hidden', textOverflow: 'ellipsis' } }}>
          {fullName(user)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        <Menu.Item onClick={() => void signOut()}>Sign Out</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
