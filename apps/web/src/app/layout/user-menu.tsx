import { Button, Menu } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { fullName, type SignedInUser } from '@portal/domain/accounts/user';
import { clearSession } from '../../shared/session/session-store';

export function UserMenu({ user }: { user: SignedInUser }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signOut = () => {
    clearSession();
    queryClient.clear();
    void navigate('/login', { replace: true });
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="subtle" color="gray" maw={{ base: 120, sm: 'none' }} styles={{ label: { overflow: 'hidden', textOverflow: 'ellipsis' } }}>
          {fullName(user)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        <Menu.Item onClick={signOut}>Sign Out</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
