import { Alert, Group, Loader, Text } from '@mantine/core';
import { ListPage } from '../../../shared/list/list-page';
import { useListPage } from '../../../shared/list/list-params';
import { useMail } from '../api/use-mail';
import { MailList } from '../components/mail-list';

const pageSize = 20;

/** Admin → Mail (issue 29): every mail the portal wrote, newest first, for administrators. */
export function MailPage() {
  // The page lives in the address (?page=), as on the other lists: a reload or Back keeps it.
  const { offset, setOffset } = useListPage(pageSize);
  const mail = useMail({ offset, limit: pageSize });
  return (
    <ListPage
      noun="mails"
      offset={offset}
      pageSize={pageSize}
      onOffset={setOffset}
      list={mail}
      filters={
        <Group justify="space-between" align="flex-start">
          <Alert color="blue" variant="light" p="xs" maw={720}>
            <Text size="sm">
              Every mail the portal writes is kept here, delivered or not. Without a mail server configured (SMTP_URL) nothing leaves this machine: open a mail
              to follow its links, such as a password reset.
            </Text>
          </Alert>
          {mail.isFetching && !mail.isPending && <Loader size="xs" />}
        </Group>
      }
      table={(items) => <MailList mails={items} />}
    />
  );
}
