import { useSearchParams } from 'react-router';

/** The ticket whose conversation is open, kept in ?ticket= so a mail's link opens it. */
export function useOpenTicketParam() {
  const [params, setParams] = useSearchParams();
  const open = params.get('ticket');
  const setOpen = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('ticket', id);
        else next.delete('ticket');
        return next;
      },
      { replace: true },
    );
  return [open, setOpen] as const;
}
