import { Paper, Table, Title } from '@mantine/core';
import { fullName, type PortalUser } from '@portal/domain/accounts/user';

export function ProfileCard({ user }: { user: PortalUser }) {
  const rows: [string, string][] = [
    ['Name', fullName(user)],
    ['Email', user.email],
    ['Dealer / Location', user.location],
    ['Customer', user.bc_customer_displayName ?? 'Not linked yet'],
  ];
  return (
    <Paper withBorder p="lg" radius="md" maw={560}>
      <Title order={3} mb="sm">
        Profile
      </Title>
      <Table variant="vertical" withTableBorder={false}>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={180}>{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
